import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { CatalogModule } from '../catalog/catalog.module';
import { MenusModule } from '../menus/menus.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { PaymentsModule } from '../payments/payments.module';
import { PromotionsModule } from '../promotions/promotions.module';
import { SchedulingModule } from '../scheduling/scheduling.module';
import { AdminOrdersController } from './admin-orders.controller';
import { AdminOrdersService } from './admin-orders.service';
import { OrdersService } from './orders.service';
import { PublicOrdersController } from './public-orders.controller';

/**
 * Orders: placing one (checked against the shop's own catalog, prices, schedule and capacity),
 * its payment's outcome, and the shop's lists of them. The door is OrdersService.
 */
@Module({
  imports: [
    AccountsModule,
    CatalogModule,
    MenusModule,
    PromotionsModule,
    SchedulingModule,
    PaymentsModule,
    NotificationsModule,
  ],
  controllers: [PublicOrdersController, AdminOrdersController],
  providers: [OrdersService, AdminOrdersService],
  exports: [OrdersService],
})
export class OrderingModule {}
