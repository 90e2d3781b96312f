import { Injectable } from '@nestjs/common';
import type { Repository } from 'typeorm';
import {
  isIsoDate,
  ORDER_MESSAGES,
  SHOWN_ORDER_STATES,
  todayIn,
  type AdminOrderDetailView,
  type AdminOrderPage,
  type AdminOrderView,
  type OrderFilters,
} from '@bestelklaar/domain';
import { Clock } from '../../common/clock';
import { NotFound, ValidationFailed } from '../../common/errors/app-error';
import { isUuid } from '../../common/ids';
import { encodeCursor, paginate, PAGINATION_MESSAGES, type PageRequest } from '../../common/pagination';
import { UnitOfWork } from '../../database/unit-of-work';
import { AccountsService } from '../accounts/accounts.service';
import { confirmedOrders, listedOrders } from './admin-order-selection';
import { toAdminOrderView } from './admin-order-views';
import { OrderHistory } from './order-history';
import { toHistoryEntryView } from './order-history-views';
import { OrderParts } from './order-parts';
import { OrderEntity } from './order.entity';

/** Where a past-orders page ended: `YYYY-MM-DD HH:mm` of its last order's pickup, and its id. */
const PICKUP_CURSOR = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})$/;

/**
 * The shop's lists of its orders and one order as the owner opens it. A pending or expired order
 * never shows; the day lists also show the cancelled ones. Every query is scoped to the account
 * first; days are the shop's calendar days at the clock's now.
 */
@Injectable()
export class AdminOrderQueries {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    private readonly accounts: AccountsService,
    private readonly parts: OrderParts,
    private readonly history: OrderHistory,
  ) {}

  private get orders(): Repository<OrderEntity> {
    return this.uow.repository(OrderEntity);
  }

  /** Picked up today, or still to be: by slot, then in the order they came in. */
  async today(accountId: string, filters: OrderFilters = {}): Promise<AdminOrderView[]> {
    const today = await this.shopToday(accountId);
    const rows = await listedOrders(this.orders, accountId, filters)
      .andWhere('o.pickup_date = :today', { today })
      .orderBy('o.slot_start', 'ASC')
      .addOrderBy('o.slot_end', 'ASC')
      .addOrderBy('o.number', 'ASC')
      .getMany();
    return this.views(accountId, rows);
  }

  /** From tomorrow on, by day and slot. */
  async future(accountId: string, filters: OrderFilters = {}): Promise<AdminOrderView[]> {
    const today = await this.shopToday(accountId);
    const rows = await listedOrders(this.orders, accountId, filters)
      .andWhere('o.pickup_date > :today', { today })
      .orderBy('o.pickup_date', 'ASC')
      .addOrderBy('o.slot_start', 'ASC')
      .addOrderBy('o.slot_end', 'ASC')
      .addOrderBy('o.number', 'ASC')
      .getMany();
    return this.views(accountId, rows);
  }

  /**
   * Before today, the latest pickup first, a page at a time. The keyset is (day, slot start, id),
   * which the cursor carries as `YYYY-MM-DD HH:mm` and the id. The filters narrow it on the server,
   * so a page is full of what was asked for; `from`/`to` bound the pickup days.
   */
  async past(accountId: string, request: PageRequest, filters: OrderFilters = {}): Promise<AdminOrderPage> {
    const today = await this.shopToday(accountId);
    const query = listedOrders(this.orders, accountId, filters).andWhere('o.pickup_date < :today', { today });
    if (filters.from) query.andWhere('o.pickup_date >= :from', { from: filters.from });
    if (filters.to) query.andWhere('o.pickup_date <= :to', { to: filters.to });
    if (request.after) {
      const match = PICKUP_CURSOR.exec(request.after.sortKey);
      if (!match || !isIsoDate(match[1]) || !isUuid(request.after.id))
        throw ValidationFailed.ofFields({ cursor: PAGINATION_MESSAGES.invalidCursor });
      query.andWhere(
        '(o.pickup_date, o.slot_start, o.id) < (CAST(:afterDate AS date), :afterSlot, CAST(:afterId AS uuid))',
        { afterDate: match[1], afterSlot: match[2], afterId: request.after.id },
      );
    }
    const rows = await query
      .orderBy('o.pickup_date', 'DESC')
      .addOrderBy('o.slot_start', 'DESC')
      .addOrderBy('o.id', 'DESC')
      .limit(request.limit + 1)
      .getMany();
    const items = rows.slice(0, request.limit);
    const last = items[items.length - 1];
    return {
      items: await this.views(accountId, items),
      nextCursor:
        rows.length > request.limit
          ? encodeCursor({ sortKey: `${last.pickupDate} ${last.slotStart}`, id: last.id })
          : null,
    };
  }

  /** The latest orders in, newest first, a page at a time ('Recent binnengekomen'). */
  async recent(accountId: string, request: PageRequest, filters: OrderFilters = {}): Promise<AdminOrderPage> {
    const page = await paginate(
      confirmedOrders(this.orders, accountId, filters),
      {
        // Written from the clock, whose instants are whole milliseconds, as the cursor carries them;
        // the bare column keeps the orders_confirmed_created index usable for the order.
        sortColumn: 'o.created_at',
        idColumn: 'o.id',
        sortType: 'timestamptz',
        direction: 'DESC',
        positionOf: (order) => ({ sortKey: order.createdAt.toISOString(), id: order.id }),
      },
      request,
    );
    return { items: await this.views(accountId, page.items), nextCursor: page.nextCursor };
  }

  /** An order the owner can open (confirmed, or cancelled by the shop); anything else is a 404. */
  async one(accountId: string, id: string): Promise<AdminOrderView> {
    return (await this.views(accountId, [await this.requireShown(accountId, id)]))[0];
  }

  /** The order as `one` gives it, with its history; `viewerId` is the user asking ('jij'). */
  async detail(accountId: string, id: string, viewerId: string): Promise<AdminOrderDetailView> {
    const order = await this.one(accountId, id);
    const lines = await this.history.of(accountId, order._id);
    const names = await this.history.namesOf(lines);
    return { ...order, history: lines.map((line) => toHistoryEntryView(line, viewerId, names)) };
  }

  private async shopToday(accountId: string): Promise<string> {
    const { timeZone } = await this.accounts.pickupPolicy(accountId);
    return todayIn(timeZone, this.clock.now());
  }

  private async requireShown(accountId: string, id: string): Promise<OrderEntity> {
    const order = isUuid(id)
      ? await this.orders
          .createQueryBuilder('o')
          .where('o.account_id = :accountId AND o.id = :id', { accountId, id })
          .andWhere('o.state IN (:...shown)', { shown: SHOWN_ORDER_STATES })
          .getOne()
      : null;
    if (!order) throw new NotFound(ORDER_MESSAGES.orderNotFound);
    return order;
  }

  private async views(accountId: string, orders: readonly OrderEntity[]): Promise<AdminOrderView[]> {
    const linesByOrder = await this.parts.linesOf(accountId, orders);
    const refundsByOrder = await this.parts.refundsOf(accountId, orders);
    const names = await this.history.namesOfUsers(orders.map((order) => order.acknowledgedBy));
    return orders.map((order) =>
      toAdminOrderView(order, linesByOrder.get(order.id) ?? [], refundsByOrder.get(order.id) ?? [], names),
    );
  }
}
