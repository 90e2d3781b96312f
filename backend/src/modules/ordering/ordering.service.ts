import { Injectable } from '@nestjs/common';
import {
  addDays,
  nextPickup,
  orderHorizon,
  todayIn,
  type AdminOrderDetailView,
  type NextPickup,
  type OrderState,
  type PickupSchedule,
  type TimeSlotView,
} from '@bestelklaar/domain';
import { Clock } from '../../common/clock';
import type { PickupPolicy } from '../accounts/accounts.service';
import { OrdersService } from './orders.service';
import { AdminOrderQueries } from './admin-order-queries';
import { SlotClaims } from './slot-claims';

/** An order in a line, for a notification on a device (the push context): no customer, no lines. */
export interface OrderHeadline {
  accountId: string;
  orderId: string;
  number: number;
  state: OrderState;
  pickupDate: string;
  timeSlot: TimeSlotView;
  /** Items ordered, quantities added up. */
  pieces: number;
  /** Euros, what the customer pays. */
  total: number;
}

/**
 * What ordering tells the other contexts: a shop's orders to come (the storefront), an order's
 * headline (push), an order as the admin API answers it (integrations).
 */
@Injectable()
export class OrderingService {
  constructor(
    private readonly clock: Clock,
    private readonly slotClaims: SlotClaims,
    private readonly orders: OrdersService,
    private readonly adminQueries: AdminOrderQueries,
  ) {}

  async orderHeadline(orderId: string): Promise<OrderHeadline> {
    const document = await this.orders.orderDocument(orderId);
    return {
      accountId: document.accountId,
      orderId: document.orderId,
      number: document.number,
      state: document.state,
      pickupDate: document.pickupDate,
      timeSlot: document.timeSlot,
      pieces: document.shopLines.reduce((sum, line) => sum + line.quantity, 0),
      total: document.totals.total,
    };
  }

  /**
   * The order as the owner's API answers `GET /api/admin/orders/{id}` (its history seen by no one in
   * particular): what a webhook carries as its `data`. A 404 for an order the owner cannot open.
   */
  async adminOrderDocument(accountId: string, orderId: string): Promise<AdminOrderDetailView> {
    return this.adminQueries.detail(accountId, orderId, '');
  }

  /**
   * The earliest piece a customer could choose at the shop's now (lead time, busy mode, pause,
   * vacations, closures and full pieces included), and the instant (ms) that answer ends by itself.
   * The caller has read the shop's policy and schedule already; only the full pieces are read here.
   */
  async nextPickup(
    accountId: string,
    policy: PickupPolicy,
    schedule: PickupSchedule,
  ): Promise<{ pickup: NextPickup | null; changesAt: number }> {
    const now = this.clock.now();
    const { from, days } = orderHorizon(todayIn(policy.timeZone, now));
    const fullPieces =
      policy.maxOrdersPerSlot === null
        ? []
        : await this.slotClaims.fullPieces(accountId, from, addDays(from, days - 1), policy.maxOrdersPerSlot);
    return nextPickup({ schedule, now, pausedUntil: policy.orderingPausedUntil, fullPieces });
  }
}
