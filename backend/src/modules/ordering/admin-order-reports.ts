import { Injectable } from '@nestjs/common';
import {
  addDays,
  cents,
  eurosFromCents,
  instantOf,
  todayIn,
  type MonthlyRevenueView,
  type OrderFilters,
  type PrepListView,
} from '@bestelklaar/domain';
import { Clock } from '../../common/clock';
import { UnitOfWork } from '../../database/unit-of-work';
import { AccountsService } from '../accounts/accounts.service';
import { confirmedOrders } from './admin-order-selection';
import { OrderParts } from './order-parts';
import { OrderEntity } from './order.entity';
import { PrepSlot, stillToMake } from './prep-list-views';

/** What the shop's confirmed orders add up to: the month's revenue, and the kitchen's prep list of a day. */
@Injectable()
export class AdminOrderReports {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    private readonly accounts: AccountsService,
    private readonly parts: OrderParts,
  ) {}

  /** Paid in the shop's current calendar month, less refunds: the total, how many, and the average. */
  async monthlyRevenue(accountId: string): Promise<MonthlyRevenueView> {
    const { timeZone } = await this.accounts.pickupPolicy(accountId);
    const month = todayIn(timeZone, this.clock.now()).slice(0, 7);
    const firstDay = `${month}-01`;
    const nextFirstDay = `${addDays(firstDay, 31).slice(0, 7)}-01`;
    const sums: { total: string | null; count: string } | undefined = await confirmedOrders(
      this.uow.repository(OrderEntity),
      accountId,
    )
      .andWhere('o.paid_at >= :from AND o.paid_at < :until', {
        from: instantOf(firstDay, 0, timeZone),
        until: instantOf(nextFirstDay, 0, timeZone),
      })
      // What the shop keeps: refunds (a cancelled order is not confirmed, so it is out) are taken off.
      .select('SUM(o.total_cents - o.refunded_cents)', 'total')
      .addSelect('COUNT(*)', 'count')
      .getRawOne();
    const total = cents(Number(sums?.total ?? 0));
    const orderCount = Number(sums?.count ?? 0);
    return {
      month,
      total: eurosFromCents(total),
      orderCount,
      averageOrderValue:
        // Half-up to the cent: amounts are positive, where Math.round rounds halves up.
        orderCount === 0 ? 0 : eurosFromCents(cents(Math.round(total / orderCount))),
    };
  }

  /**
   * What to prepare on a day, per pickup slot piece (cancelled orders and refunded lines left out):
   * each product with its options, menus broken down into the products they held when ordered (the
   * menu itself listed with its own options).
   */
  async prepList(
    accountId: string,
    date: string,
    filters: Pick<OrderFilters, 'pickedUp'> = {},
  ): Promise<PrepListView> {
    const orders = await confirmedOrders(this.uow.repository(OrderEntity), accountId, filters)
      .andWhere('o.pickup_date = :date', { date })
      .orderBy('o.slot_start', 'ASC')
      .addOrderBy('o.slot_end', 'ASC')
      .addOrderBy('o.number', 'ASC')
      .getMany();
    const linesByOrder = await this.parts.linesOf(accountId, orders);
    const refundsByOrder = await this.parts.refundsOf(accountId, orders);
    const slots = new Map<string, PrepSlot>();
    for (const order of orders) {
      const key = `${order.slotStart}-${order.slotEnd}`;
      const slot = slots.get(key) ?? new PrepSlot(order.slotStart, order.slotEnd);
      slots.set(key, slot);
      slot.add(stillToMake(linesByOrder.get(order.id) ?? [], refundsByOrder.get(order.id) ?? []));
    }
    return { date, slots: [...slots.values()].map((slot) => slot.view()) };
  }
}
