import { DynamicModule, Module, RequestMethod } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { getDataSourceToken, TypeOrmModule } from '@nestjs/typeorm';
import { ClsPluginTransactional } from '@nestjs-cls/transactional';
import { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import { ClsModule } from 'nestjs-cls';
import { ActivityModule } from './common/activity';
import { LoggerModule } from 'nestjs-pino';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { Clock, ClockModule } from './common/clock';
import { UnitOfWorkModule } from './database/unit-of-work.module';
import { JobsModule } from './common/jobs';
import { EventsModule } from './common/events';
import { appDataSourceOptions, migrate } from './database/data-source';
import { DrainingDataSource } from './database/draining-data-source';
import { JwtAuthGuard } from './common/auth/jwt-auth.guard';
import { PermissionGuard } from './common/auth/permission.guard';
import { ErrorFilter } from './common/errors/error.filter';
import { UntranslatedMessages } from './common/errors/untranslated-messages';
import { UrlValuesGuard } from './common/http/url-values.guard';
import { logsPublicReads, PUBLIC_READ_ROUTES } from './common/http/public-reads';
import { logOptions } from './common/logging/log-options';
import { AccountsModule } from './modules/accounts/accounts.module';
import { HashingHoldModule } from './modules/accounts/hashing-hold.module';
import type { HashingHold } from './modules/accounts/hashing-queue';
import { CatalogModule } from './modules/catalog/catalog.module';
import { MenusModule } from './modules/menus/menus.module';
import { PromotionsModule } from './modules/promotions/promotions.module';
import { StorefrontModule } from './modules/storefront/storefront.module';
import { HealthModule } from './modules/health/health.module';
import { NotificationsModule } from './modules/notifications/notifications.module';
import { OrderingModule } from './modules/ordering/ordering.module';
import { MailModule } from './modules/mail/mail.module';
import { PaymentsModule } from './modules/payments/payments.module';
import { SchedulingModule } from './modules/scheduling/scheduling.module';
import { ShopLaunchModule } from './modules/shop-launch/shop-launch.module';
import { TeamModule } from './modules/team/team.module';
import { PrintingModule } from './modules/printing/printing.module';
import { PushModule } from './modules/push/push.module';
import { IntegrationsModule } from './modules/integrations/integrations.module';

/** What a test may swap: the clock, and a hold before each password hash (to show who waits behind whom). */
export interface AppOptions {
  clock?: Clock;
  holdPasswordHash?: HashingHold;
}

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, databaseUrl: string, options: AppOptions = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        ClockModule.forRoot(options.clock),
        HashingHoldModule.forRoot(options.holdPasswordHash),
        LoggerModule.forRoot({
          // Nest 11's router syntax for "every path" (the library's default '*' is the old syntax).
          forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
          exclude: logsPublicReads(config.logLevel) ? [] : PUBLIC_READ_ROUTES,
          pinoHttp: {
            ...logOptions(config.logLevel),
            transport:
              config.env === 'development'
                ? { target: 'pino-pretty', options: { singleLine: true } }
                : undefined,
          },
        }),
        TypeOrmModule.forRootAsync({
          useFactory: async () => {
            // On a session of its own: the migrations' advisory lock is lost behind a transaction pooler.
            await migrate(config.databaseDirectUrl ?? databaseUrl);
            return appDataSourceOptions(databaseUrl);
          },
          // Closing, it lets the work under way end and never lends on a connection handed back busy.
          dataSourceFactory: async (options) => new DrainingDataSource(options!),
        }),
        // One transaction per use case, joined by every context's service through the CLS context
        // that the transaction itself opens (as for background jobs). Only the plugin is registered:
        // ClsModule.forRoot would give every request a context nothing reads, and even unmounted it
        // adds a global no-op guard and interceptor, and so an observable chain around every answer.
        ClsModule.registerPlugins([
          new ClsPluginTransactional({
            imports: [TypeOrmModule],
            adapter: new TransactionalAdapterTypeOrm({ dataSourceToken: getDataSourceToken() }),
          }),
        ]),
        UnitOfWorkModule,
        JobsModule.forRoot(databaseUrl),
        EventsModule,
        ActivityModule,
        ThrottlerModule.forRoot([{ ttl: 60_000, limit: config.authRateLimitPerMinute }]),
        AccountsModule,
        CatalogModule,
        MenusModule,
        PromotionsModule,
        StorefrontModule,
        SchedulingModule,
        ShopLaunchModule,
        TeamModule,
        PrintingModule,
        IntegrationsModule,
        PaymentsModule,
        HealthModule,
        NotificationsModule,
        OrderingModule,
        MailModule,
        PushModule,
      ],
      providers: [
        // In this order: a route's token is checked before what its URL says.
        { provide: APP_GUARD, useClass: JwtAuthGuard },
        // After the session's: the member's role must allow the route's declared action.
        { provide: APP_GUARD, useClass: PermissionGuard },
        { provide: APP_GUARD, useClass: UrlValuesGuard },
        { provide: APP_FILTER, useClass: ErrorFilter },
        UntranslatedMessages,
      ],
    };
  }
}
