import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { CatalogModule } from '../catalog/catalog.module';
import { MenusModule } from '../menus/menus.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { OrderingModule } from '../ordering/ordering.module';
import { PromotionsModule } from '../promotions/promotions.module';
import { SchedulingModule } from '../scheduling/scheduling.module';
import { PublicStorefrontController } from './public-storefront.controller';
import { StorefrontPages } from './storefront-pages';
import { StorefrontService } from './storefront.service';

/**
 * The shop's public page in one read (`GET /api/shop/{shop}/storefront`) and the server-rendered
 * head of `/{shop}`, both from one in-memory answer per shop that the owner's changes invalidate.
 *
 * No tables. Door: StorefrontService (answer, fromMemory), StorefrontPages.
 * Handles no domain events: it forgets a shop's answer on every change NotificationsService reports.
 * Reads from others: the shop (AccountsService), items (CatalogService, MenusService), discounts
 *   (PromotionsService), pickup slots and hours (SchedulingService), the next pickup (OrderingService).
 */
@Module({
  imports: [
    AccountsModule,
    CatalogModule,
    MenusModule,
    PromotionsModule,
    SchedulingModule,
    OrderingModule,
    NotificationsModule,
  ],
  controllers: [PublicStorefrontController],
  providers: [StorefrontService, StorefrontPages],
  exports: [StorefrontService, StorefrontPages],
})
export class StorefrontModule {}
