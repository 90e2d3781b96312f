import { Injectable } from '@nestjs/common';
import { Repository, SelectQueryBuilder } from 'typeorm';
import {
  addDays,
  combineAllergens,
  CONFIRMED_ORDER_STATES,
  eurosFromCents,
  formatPhone,
  instantOf,
  isIsoDate,
  isPickedUp,
  kitchenNotesOf,
  ORDER_MESSAGES,
  searchTerms,
  undoMoveOf,
  ORDER_MOVE_MESSAGES,
  ORDER_TRANSITIONS,
  SHOWN_ORDER_STATES,
  todayIn,
  cents,
  type AdminOrderPage,
  type AllergenCode,
  type AdminOrderView,
  type MonthlyRevenueView,
  type OrderFilters,
  type OrderState,
  type OrderTransition,
  type PrepListView,
} from '@bestelklaar/domain';
import { Clock } from '../../common/clock';
import { Conflict, NotFound, ValidationFailed } from '../../common/errors/app-error';
import { isUuid } from '../../common/ids';
import { encodeCursor, paginate, PAGINATION_MESSAGES, type PageRequest } from '../../common/pagination';
import { UnitOfWork } from '../../database/unit-of-work';
import { AccountsService } from '../accounts/accounts.service';
import { OrderLineEntity } from './order-line.entity';
import { OrderEntity } from './order.entity';
import { OrderTransitions } from './order-transitions';
import { toOrderLineView, toTotalsView } from './order-views';
import { RefundEntity } from './refund.entity';
import { toRefundView } from './refund-views';

/** Fewer digits than this say too little of a phone number to search on it. */
const PHONE_SEARCH_MIN_DIGITS = 3;

/** Where a past-orders page ended: `YYYY-MM-DD HH:mm` of its last order's pickup, and its id. */
const PICKUP_CURSOR = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})$/;

/**
 * The shop's lists of its confirmed orders (paid, ready, picked up: a pending or expired order never
 * shows; the day lists also show the cancelled ones), its revenue, the kitchen's prep list, and the owner's moves on an order. Every query is
 * scoped to the account first; days are the shop's calendar days at the clock's now.
 */
@Injectable()
export class AdminOrdersService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    private readonly accounts: AccountsService,
    private readonly transitions: OrderTransitions,
  ) {}

  private get orders(): Repository<OrderEntity> {
    return this.uow.repository(OrderEntity);
  }

  private get lines(): Repository<OrderLineEntity> {
    return this.uow.repository(OrderLineEntity);
  }

  /** Picked up today, or still to be: by slot, then in the order they came in. */
  async today(accountId: string, filters: OrderFilters = {}): Promise<AdminOrderView[]> {
    const today = await this.shopToday(accountId);
    const rows = await this.listed(accountId, filters)
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
    const rows = await this.listed(accountId, filters)
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
    const query = this.listed(accountId, filters).andWhere('o.pickup_date < :today', { today });
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
      this.confirmed(accountId, filters),
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

  /** Paid in the shop's current calendar month, less refunds: the total, how many, and the average. */
  async monthlyRevenue(accountId: string): Promise<MonthlyRevenueView> {
    const { timeZone } = await this.accounts.pickupPolicy(accountId);
    const month = todayIn(timeZone, this.clock.now()).slice(0, 7);
    const firstDay = `${month}-01`;
    const nextFirstDay = `${addDays(firstDay, 31).slice(0, 7)}-01`;
    const sums: { total: string | null; count: string } | undefined = await this.confirmed(accountId)
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
   * What to prepare on a day, per pickup slot piece (cancelled orders and refunded lines left out): each product with its options, menus broken down
   * into the products they held when ordered (the menu itself listed with its own options).
   */
  async prepList(
    accountId: string,
    date: string,
    filters: Pick<OrderFilters, 'pickedUp'> = {},
  ): Promise<PrepListView> {
    const orders = await this.confirmed(accountId, filters)
      .andWhere('o.pickup_date = :date', { date })
      .orderBy('o.slot_start', 'ASC')
      .addOrderBy('o.slot_end', 'ASC')
      .addOrderBy('o.number', 'ASC')
      .getMany();
    const linesByOrder = await this.linesOf(accountId, orders);
    const refundsByOrder = await this.refundsOf(accountId, orders);
    const slots = new Map<string, PrepSlot>();
    for (const order of orders) {
      const key = `${order.slotStart}-${order.slotEnd}`;
      const slot = slots.get(key) ?? new PrepSlot(order.slotStart, order.slotEnd);
      slots.set(key, slot);
      slot.add(stillToMake(linesByOrder.get(order.id) ?? [], refundsByOrder.get(order.id) ?? []));
    }
    return { date, slots: [...slots.values()].map((slot) => slot.view()) };
  }

  async one(accountId: string, id: string): Promise<AdminOrderView> {
    return (await this.views(accountId, [await this.requireShown(accountId, id)]))[0];
  }

  /** Paid or ready → picked up. Twice gives the same answer; only the actual move is announced. */
  markPickedUp(accountId: string, id: string): Promise<AdminOrderView> {
    return this.move(accountId, id, 'pickedUp');
  }

  /** Paid → ready (the customer is mailed from the event). Twice gives the same answer. */
  markReady(accountId: string, id: string): Promise<AdminOrderView> {
    return this.move(accountId, id, 'ready');
  }

  /**
   * Takes back 'Klaar voor afhaling' or 'Markeer als opgehaald' within 5 s of the click (the
   * server's clock): the order goes back to where it stood. Asked again once undone, the same answer.
   */
  async undo(accountId: string, id: string, move: 'ready' | 'pickedUp'): Promise<AdminOrderView> {
    if (!isUuid(id)) throw new NotFound(ORDER_MESSAGES.orderNotFound);
    return this.uow.transaction(async () => {
      const order = await this.transitions.lock(id, accountId);
      if (!order || !SHOWN_ORDER_STATES.includes(order.state))
        throw new NotFound(ORDER_MESSAGES.orderNotFound);
      const transition = undoMoveOf(move, order.readyAt);
      const undone = move === 'ready' ? order.readyAt === null : order.pickedUpAt === null;
      if (
        !(await this.transitions.apply(order, transition)) &&
        !(undone && order.state === ORDER_TRANSITIONS[transition].to)
      )
        throw new Conflict(ORDER_MOVE_MESSAGES.undoTooLate);
      return this.one(accountId, id);
    });
  }

  /**
   * The move on the locked order, so two owners clicking at once move it once; an order already past
   * the move is answered as it is. Unknown, another shop's, pending or expired: 404.
   */
  private async move(
    accountId: string,
    id: string,
    transition: Extract<OrderTransition, 'ready' | 'pickedUp'>,
  ): Promise<AdminOrderView> {
    if (!isUuid(id)) throw new NotFound(ORDER_MESSAGES.orderNotFound);
    return this.uow.transaction(async () => {
      const order = await this.transitions.lock(id, accountId);
      if (order) await this.transitions.apply(order, transition);
      return this.one(accountId, id);
    });
  }

  private async shopToday(accountId: string): Promise<string> {
    const { timeZone } = await this.accounts.pickupPolicy(accountId);
    return todayIn(timeZone, this.clock.now());
  }

  /** The confirmed orders, narrowed by a search (name, number or phone) and the picked-up filter. */
  private confirmed(accountId: string, filters: OrderFilters = {}): SelectQueryBuilder<OrderEntity> {
    return this.narrowed(accountId, CONFIRMED_ORDER_STATES, filters);
  }

  /**
   * The day lists' orders: the confirmed ones and those the shop cancelled (marked 'Geannuleerd'), so
   * an order does not vanish from where the owner saw it. 'Niet opgehaald' means still to be, or never,
   * picked up: a cancelled order is neither.
   */
  private listed(accountId: string, filters: OrderFilters = {}): SelectQueryBuilder<OrderEntity> {
    const query = this.narrowed(accountId, SHOWN_ORDER_STATES, filters);
    if (filters.pickedUp === false) query.andWhere(`o.state <> 'cancelled'`);
    return query;
  }

  private narrowed(
    accountId: string,
    states: readonly OrderState[],
    filters: OrderFilters,
  ): SelectQueryBuilder<OrderEntity> {
    const query = this.orders
      .createQueryBuilder('o')
      .where('o.account_id = :accountId', { accountId })
      .andWhere('o.state IN (:...states)', { states });
    if (filters.pickedUp !== undefined)
      query.andWhere(filters.pickedUp ? `o.state = 'picked_up'` : `o.state <> 'picked_up'`);
    if (filters.search) {
      const { text, digits } = searchTerms(filters.search);
      // Stored as +32…: a number typed as 0470… is found by what follows its leading zeros.
      const phoneDigits = digits?.replace(/^0+/, '') ?? '';
      const matches = ['o.customer_name ILIKE :name'];
      if (digits) matches.push('o.number = :number');
      if (phoneDigits.length >= PHONE_SEARCH_MIN_DIGITS) matches.push('o.customer_phone LIKE :phone');
      // With the trigram indexes, Postgres chooses by its statistics between reading the shop's
      // orders in the list's order (a common piece) and combining the indexes (a rare one). A short
      // number has no trigram and hardly ever appears in a name: joined by OR it read every order of
      // the shop in the list's order (0.8 s), so each match is then found on its own.
      const shortNumber = digits !== undefined && !/[\p{L}\p{N}]{3}/u.test(text);
      query.andWhere(shortNumber ? `o.id IN (${eachOnItsOwn(matches)})` : `(${matches.join(' OR ')})`, {
        name: `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`,
        number: digits === undefined ? undefined : Number(digits),
        phone: `%${phoneDigits}%`,
      });
    }
    return query;
  }

  /** An order the owner can open: confirmed, or cancelled by the shop. */
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

  /** The lines of many orders in one query, each order's in cart order. */
  private async linesOf(
    accountId: string,
    orders: readonly OrderEntity[],
  ): Promise<Map<string, OrderLineEntity[]>> {
    const byOrder = new Map<string, OrderLineEntity[]>(orders.map((order) => [order.id, []]));
    if (orders.length === 0) return byOrder;
    const lines = await this.lines
      .createQueryBuilder('line')
      .where('line.account_id = :accountId', { accountId })
      .andWhere('line.order_id = ANY(:ids)', { ids: orders.map((order) => order.id) })
      .orderBy('line.order_id')
      .addOrderBy('line.position')
      .getMany();
    for (const line of lines) byOrder.get(line.orderId)?.push(line);
    return byOrder;
  }

  /** The refunds of many orders in one query, each order's oldest first. */
  private async refundsOf(
    accountId: string,
    orders: readonly OrderEntity[],
  ): Promise<Map<string, RefundEntity[]>> {
    const byOrder = new Map<string, RefundEntity[]>(orders.map((order) => [order.id, []]));
    if (orders.length === 0) return byOrder;
    const refunds = await this.uow
      .repository(RefundEntity)
      .createQueryBuilder('r')
      .where('r.account_id = :accountId', { accountId })
      .andWhere('r.order_id = ANY(:ids)', { ids: orders.map((order) => order.id) })
      .orderBy('r.created_at')
      .addOrderBy('r.id')
      .getMany();
    for (const refund of refunds) byOrder.get(refund.orderId)?.push(refund);
    return byOrder;
  }

  private async views(accountId: string, orders: readonly OrderEntity[]): Promise<AdminOrderView[]> {
    const linesByOrder = await this.linesOf(accountId, orders);
    const refundsByOrder = await this.refundsOf(accountId, orders);
    return orders.map((order) =>
      toAdminOrderView(order, linesByOrder.get(order.id) ?? [], refundsByOrder.get(order.id) ?? []),
    );
  }
}

/** The admin Order view, entirely from the order's own snapshot (a product deleted since still shows). */
function toAdminOrderView(
  order: OrderEntity,
  lines: readonly OrderLineEntity[],
  refunds: readonly RefundEntity[],
): AdminOrderView {
  return {
    _id: order.id,
    number: order.number,
    status: order.state as AdminOrderView['status'],
    customerDetails: {
      name: order.customerName,
      phone: formatPhone(order.customerPhone),
      email: order.customerEmail,
    },
    language: order.language,
    date: order.pickupDate,
    timeSlot: { start: order.slotStart, end: order.slotEnd },
    totalAmount: eurosFromCents(order.totalCents),
    markedAsPickedUp: isPickedUp(order.state),
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    cartItems: lines.map(toCartItem),
    lines: lines.map((line) => toOrderLineView(line, 'shop')),
    totals: toTotalsView(lines),
    refundedAmount: eurosFromCents(order.refundedCents),
    refunds: refunds.map((refund) => toRefundView(refund, lines)),
    cancelledAt: order.cancelledAt?.toISOString() ?? null,
  };
}

/**
 * The spec's cart item. The snapshot keeps the chosen options as text, not the item's whole option
 * groups, so each option line becomes a group holding just what was chosen, and selectedOptions
 * points at it: read together they say exactly what the customer picked, as when ordered.
 */
function toCartItem(line: OrderLineEntity): AdminOrderView['cartItems'][number] {
  const productOptions = line.optionLines.map(toChosenGroup);
  return {
    itemId: { _id: line.itemId, name: line.name, productOptions },
    quantity: line.quantity,
    selectedOptions: Object.fromEntries(productOptions.map((_, index) => [String(index), 0])),
  };
}

/** 'Extra’s: Kaas + € 0,50, Ham + € 1,00' → { name: 'Extra’s', options: ['Kaas + € 0,50, Ham + € 1,00'] }. */
function toChosenGroup(optionLine: string): { name: string; options: string[] } {
  const colon = optionLine.indexOf(': ');
  return colon < 0
    ? { name: optionLine, options: [''] }
    : { name: optionLine.slice(0, colon), options: [optionLine.slice(colon + 2)] };
}

/** The order's lines less what refunds by lines gave back (a failed refund gave back nothing). */
function stillToMake(lines: readonly OrderLineEntity[], refunds: readonly RefundEntity[]): OrderLineEntity[] {
  const refunded = new Map<number, number>();
  for (const refund of refunds)
    if (refund.status !== 'failed')
      for (const choice of refund.lines)
        refunded.set(choice.position, (refunded.get(choice.position) ?? 0) + choice.quantity);
  return lines
    .map((line) => ({ ...line, quantity: line.quantity - (refunded.get(line.position) ?? 0) }))
    .filter((line) => line.quantity > 0);
}

/** One pickup slot piece of the prep list, counting as lines are added. */
class PrepSlot {
  private orderCount = 0;
  private readonly items = new Map<
    string,
    {
      name: string;
      quantity: number;
      options: Map<string, number>;
      kitchenNotes: Map<string, number>;
      allergens: AllergenCode[];
    }
  >();

  constructor(
    private readonly start: string,
    private readonly end: string,
  ) {}

  add(lines: readonly OrderLineEntity[]): void {
    this.orderCount += 1;
    for (const line of lines) {
      const notes = kitchenNotesOf(line.optionLines, line.selectedOptions);
      this.count(line.itemKind, line.name, line.quantity, line.optionLines, notes, line.allergens);
      if (line.itemKind === 'menu')
        for (const product of line.includedProducts)
          this.count('product', product, line.quantity, [], [], []);
    }
  }

  private count(
    kind: string,
    name: string,
    quantity: number,
    optionLines: readonly string[],
    kitchenNotes: readonly string[],
    allergens: readonly AllergenCode[],
  ): void {
    const key = `${kind}:${name}`;
    const item = this.items.get(key) ?? {
      name,
      quantity: 0,
      options: new Map<string, number>(),
      kitchenNotes: new Map<string, number>(),
      allergens: [] as AllergenCode[],
    };
    this.items.set(key, item);
    item.quantity += quantity;
    item.allergens = combineAllergens(item.allergens, allergens);
    for (const text of optionLines) {
      const counts = kitchenNotes.includes(text) ? item.kitchenNotes : item.options;
      counts.set(text, (counts.get(text) ?? 0) + quantity);
    }
  }

  view(): PrepListView['slots'][number] {
    const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'nl');
    return {
      timeSlot: { start: this.start, end: this.end },
      orderCount: this.orderCount,
      items: [...this.items.values()].sort(byName).map((item) => ({
        name: item.name,
        quantity: item.quantity,
        options: byText(item.options),
        kitchenNotes: byText(item.kitchenNotes),
        allergens: item.allergens,
      })),
    };
  }
}

/** Counted texts, in alphabetical order. */
function byText(counts: Map<string, number>): { text: string; quantity: number }[] {
  return [...counts]
    .map(([text, quantity]) => ({ text, quantity }))
    .sort((a, b) => a.text.localeCompare(b.text, 'nl'));
}

/**
 * The orders that meet any of the matches (on `o`; the name's first), each in its own query: the
 * number and phone by their indexes, the name (no trigram to look it up by) over the shop's own
 * orders, fenced off so that Postgres does not scan the whole trigram index for it instead.
 */
function eachOnItsOwn([byName, ...others]: readonly string[]): string {
  return [
    `SELECT o.id FROM (SELECT * FROM orders WHERE account_id = :accountId OFFSET 0) o WHERE ${byName}`,
    ...others.map((match) => `SELECT o.id FROM orders o WHERE o.account_id = :accountId AND ${match}`),
  ].join(' UNION ALL ');
}
