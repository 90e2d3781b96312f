import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { CatalogModule } from '../catalog/catalog.module';
import { MenusModule } from '../menus/menus.module';
import { MailModule } from '../mail/mail.module';
import { PaymentsModule } from '../payments/payments.module';
import { PromotionsModule } from '../promotions/promotions.module';
import { SchedulingModule } from '../scheduling/scheduling.module';
import { AdminCustomerCancelController } from './admin-customer-cancel.controller';
import { AdminOrderingStatusController } from './admin-ordering-status.controller';
import { AdminOrdersController } from './admin-orders.controller';
import { AdminOrderCommands } from './admin-order-commands';
import { AdminOrderQueries } from './admin-order-queries';
import { AdminOrderReports } from './admin-order-reports';
import { CustomerRetention } from './customer-retention';
import { OrderMails } from './mails/order-mails';
import { OrderSweeper } from './order-sweeper';
import { OrderAttention } from './order-attention';
import { OrderAttentionSweeper } from './order-attention-sweeper';
import { OrderOutcomes } from './order-outcomes';
import { OrderTransitions } from './order-transitions';
import { OrderHistory } from './order-history';
import { OrderParts } from './order-parts';
import { OrderPricing } from './order-pricing';
import { OrderExport } from './order-export';
import { OrderLinks } from './order-links';
import { OrderRefunds } from './order-refunds';
import { OrderingPauses } from './ordering-pauses';
import { OrdersService } from './orders.service';
import { OrderingService } from './ordering.service';
import { PlaceOrder } from './place-order';
import { PublicOrdersController } from './public-orders.controller';
import { OrderRateLimits } from './rate-limits';
import { DayClaims } from './day-claims';
import { SlotClaims } from './slot-claims';
import { StockClaims } from './stock-claims';
import { UnpaidHolds } from './unpaid-holds';

/**
 * Orders: placing one (checked against the shop's own catalog, prices, schedule and capacity),
 * its payment's outcome, and the shop's lists of them.
 *
 * Tables: orders, order_lines, refunds, order_history (append-only), slot_claims,
 *   order_stock_claims, item_day_claims, order_day_claims, unpaid_holds, order_shop_turns,
 *   order_client_turns, order_numbers, refund_request_claims.
 * Door (OrdersService): placeOrder, publicOrder, cancelOrder, slotAvailability, orderDocument,
 *   settleOverdueOrders; OrderingService: nextPickup (storefront), orderHeadline (push), adminOrderDocument (integrations). Every order state is written
 *   by OrderTransitions alone, by the actor its rule allows, with a line of the order's history.
 * The owner's side: lists and the detail (AdminOrderQueries), revenue and the prep list
 *   (AdminOrderReports), moves and undo (AdminOrderCommands); views in the *-views.ts files.
 * The owner's pause and busy mode (OrderingPauses) are kept on the account beside its lead time.
 * Publishes OrderPaid, OrderExpired, OrderReady, OrderPickedUp, OrderCancelled,
 *   OrderCancelledByCustomer (with each move), OrderRefunded (with a partial refund) and
 *   OrderNotSeen; handles OrderPaid, OrderReady, OrderCancelled, OrderCancelledByCustomer,
 *   OrderRefunded and OrderNotSeen (OrderMails).
 * A paid order is 'Nieuw' until someone taps 'Gezien' (OrderAttention: orders' acknowledged_at and
 *   acknowledged_by, not a state); OrderAttentionSweeper publishes OrderNotSeen once per order after
 *   the shop's reminder minutes (OrderMails mails the shop) and cancels, where the shop wants it,
 *   orders still unseen before their pickup.
 * The customer's own cancel follows the shop's setting (AdminCustomerCancelController). The orders table's trigger announces 'orders' when a shown order moves.
 * Reads from others: the launched shop and its policy (AccountsService), items (CatalogService,
 *   MenusService), discounts (PromotionsService), pickup slots (SchedulingService), payment pages
 *   (PaymentsService); payments hands checkout outcomes back through OrderOutcomes, and refund
 *   outcomes through OrderRefunds, its listeners.
 */
@Module({
  imports: [
    AccountsModule,
    CatalogModule,
    MenusModule,
    PromotionsModule,
    SchedulingModule,
    PaymentsModule,
    MailModule,
  ],
  controllers: [
    PublicOrdersController,
    AdminOrdersController,
    AdminOrderingStatusController,
    AdminCustomerCancelController,
  ],
  providers: [
    OrdersService,
    OrderingService,
    AdminOrderQueries,
    AdminOrderReports,
    AdminOrderCommands,
    OrderParts,
    OrderHistory,
    OrderSweeper,
    OrderAttention,
    OrderAttentionSweeper,
    CustomerRetention,
    OrderMails,
    PlaceOrder,
    OrderPricing,
    OrderingPauses,
    OrderOutcomes,
    OrderExport,
    OrderLinks,
    OrderRefunds,
    OrderTransitions,
    SlotClaims,
    StockClaims,
    DayClaims,
    UnpaidHolds,
    OrderRateLimits,
  ],
  exports: [OrdersService, OrderingService],
})
export class OrderingModule {}
