import { DynamicModule, Module, RequestMethod } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LoggerModule } from 'nestjs-pino';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { dataSourceOptions } from './database/data-source';
import { JwtAuthGuard } from './common/auth/jwt-auth.guard';
import { ErrorFilter } from './common/errors/error.filter';
import { AccountsModule } from './modules/accounts/accounts.module';
import { CatalogModule } from './modules/catalog/catalog.module';
import { HealthModule } from './modules/health/health.module';
import { PaymentsModule } from './modules/payments/payments.module';
import { SchedulingModule } from './modules/scheduling/scheduling.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, databaseUrl: string): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggerModule.forRoot({
          // Nest 11's router syntax for "every path" (the library's default '*' is the old syntax).
          forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
          pinoHttp: {
            level: config.logLevel,
            autoLogging: { ignore: (req) => !req.url?.startsWith('/api') },
            // Method, path and status are what an operator needs; headers would leak tokens and bloat logs.
            serializers: {
              req: (req: { id: unknown; method: string; url: string }) => ({
                id: req.id,
                method: req.method,
                url: req.url,
              }),
              res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
            },
            transport:
              config.env === 'development'
                ? { target: 'pino-pretty', options: { singleLine: true } }
                : undefined,
          },
        }),
        TypeOrmModule.forRoot(dataSourceOptions(databaseUrl)),
        ThrottlerModule.forRoot([{ ttl: 60_000, limit: config.authRateLimitPerMinute }]),
        AccountsModule,
        CatalogModule,
        SchedulingModule,
        PaymentsModule,
        HealthModule,
      ],
      providers: [
        { provide: APP_GUARD, useClass: JwtAuthGuard },
        { provide: APP_FILTER, useClass: ErrorFilter },
      ],
    };
  }
}
