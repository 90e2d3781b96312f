import { Injectable } from '@nestjs/common';
import { ORDER_MESSAGES, type ItemKind, type SlotAvailabilityView } from '@bestelklaar/domain';
import { UnitOfWork } from '../../database/unit-of-work';
import { CatalogService } from '../catalog/catalog.service';
import { MenusService } from '../menus/menus.service';
import { ItemsUnavailable, UnpaidShareHeld } from './stock-claims';

/** A cart line as the daily limits see it. */
export interface LimitedLine {
  _id: string;
  type: ItemKind;
  quantity: number;
  name: string;
  dailyLimit: number | null;
}

/** What an order counts of one limited item on its day: its cart's lines of it together. */
interface DayCount {
  kind: ItemKind;
  id: string;
  quantity: number;
  limit: number;
}

/** What an order wrote beside it: taken (it holds it), or to be taken when paid. */
interface OrderDayClaim {
  item_kind: ItemKind;
  item_id: string;
  quantity: number;
}

/**
 * 'Maximum per ophaaldag': what orders take of an item per pickup day, `taken` by all orders and
 * `unpaid` of that by orders not paid yet, which may hold at most half of what is not paid for
 * (see unpaidShare), so the rest stays for whoever pays. Each item is counted with one
 * conditional statement in the order's transaction (in a fixed order, so two orders never wait on
 * each other's rows); what an order counts is written beside it, so exactly that goes back.
 */
@Injectable()
export class DayClaims {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly catalog: CatalogService,
    private readonly menus: MenusService,
  ) {}

  /**
   * An unpaid order takes its counts, within each day's maximum and its unpaid half. Call within
   * the order's transaction: an ItemsUnavailable (too few left) or an UnpaidShareHeld (the unpaid
   * half is held, the order could still pay first) rolls it back.
   */
  async claim(
    accountId: string,
    orderId: string,
    date: string,
    lines: readonly LimitedLine[],
  ): Promise<void> {
    const counts = this.counted(lines);
    for (const { kind, id, quantity, limit } of counts) {
      // `/ 2` on integers is unpaidShare: half, rounded down, of the maximum less what is paid for.
      const rows: unknown[] = await this.uow.manager.query(
        `INSERT INTO item_day_claims AS claims (account_id, item_kind, item_id, pickup_date, taken, unpaid)
         SELECT $1::uuid, $2::text, $3::uuid, $4::date, $5::int, $5::int WHERE $5::int <= $6::int / 2
         ON CONFLICT (account_id, item_kind, item_id, pickup_date)
           DO UPDATE SET taken = claims.taken + $5::int, unpaid = claims.unpaid + $5::int
           WHERE claims.taken + $5::int <= $6::int
             AND claims.unpaid + $5::int <= ($6::int - (claims.taken - claims.unpaid)) / 2
         RETURNING taken`,
        [accountId, kind, id, date, quantity, limit],
      );
      if (rows.length === 1) continue;
      // Only to say why: the decision was the statement above.
      const taken = await this.takenOn(accountId, kind, id, date);
      if (taken + quantity <= limit) throw new UnpaidShareHeld();
      throw this.unavailable(lines, kind, id, limit - taken);
    }
    await this.record(orderId, counts);
  }

  /**
   * An order that holds nothing yet (it pays first): its counts are written beside it now, taken
   * when its payment arrives (`claimAtPayment`). An ItemsUnavailable when the day has too few left.
   */
  async want(accountId: string, orderId: string, date: string, lines: readonly LimitedLine[]): Promise<void> {
    const counts = this.counted(lines);
    for (const { kind, id, quantity, limit } of counts) {
      const taken = await this.takenOn(accountId, kind, id, date);
      if (taken + quantity > limit) throw this.unavailable(lines, kind, id, limit - taken);
    }
    await this.record(orderId, counts);
  }

  /**
   * The payment of an order that held nothing arrived: it takes its counts from the whole of each
   * day's maximum as it is now, each with one conditional statement; false (and all given back)
   * when one is no longer there.
   */
  async claimAtPayment(accountId: string, orderId: string, date: string): Promise<boolean> {
    const wanted = await this.claimsOf(orderId);
    for (const [index, claim] of wanted.entries()) {
      const limit = await this.limitOf(accountId, claim);
      const rows: unknown[] = await this.uow.manager.query(
        `INSERT INTO item_day_claims AS claims (account_id, item_kind, item_id, pickup_date, taken)
         SELECT $1::uuid, $2::text, $3::uuid, $4::date, $5::int WHERE $6::int IS NULL OR $5::int <= $6::int
         ON CONFLICT (account_id, item_kind, item_id, pickup_date)
           DO UPDATE SET taken = claims.taken + $5::int
           WHERE $6::int IS NULL OR claims.taken + $5::int <= $6::int
         RETURNING taken`,
        [accountId, claim.item_kind, claim.item_id, date, claim.quantity, limit],
      );
      if (rows.length === 1) continue;
      for (const back of wanted.slice(0, index)) await this.giveBack(accountId, date, back, false);
      return false;
    }
    return true;
  }

  /** The order was paid: what it counts stays taken, no longer among the unpaid. */
  async convert(accountId: string, orderId: string, date: string): Promise<void> {
    for (const claim of await this.claimsOf(orderId))
      await this.uow.manager.query(
        `UPDATE item_day_claims SET unpaid = greatest(unpaid - $5, 0)
         WHERE account_id = $1 AND item_kind = $2 AND item_id = $3 AND pickup_date = $4`,
        [accountId, claim.item_kind, claim.item_id, date, claim.quantity],
      );
  }

  /**
   * Gives back what the order took on its pickup day, once: the claims are deleted as they are
   * read. `unpaid`: the order was never paid; `held` false: it never took what it wanted, so
   * nothing goes back.
   */
  async release(
    accountId: string,
    orderId: string,
    date: string,
    unpaid: boolean,
    held = true,
  ): Promise<void> {
    // A DELETE's answer is [rows, count].
    const [claims]: [OrderDayClaim[], number] = await this.uow.manager.query(
      'DELETE FROM order_day_claims WHERE order_id = $1 RETURNING item_kind, item_id, quantity',
      [orderId],
    );
    if (!held) return;
    claims.sort((a, b) => `${a.item_kind}:${a.item_id}`.localeCompare(`${b.item_kind}:${b.item_id}`));
    for (const claim of claims) await this.giveBack(accountId, date, claim, unpaid);
  }

  /**
   * What orders took of limited items on the days from `from` to `to` (inclusive): the items that
   * reached their maximum on a day, and how many are left of those only partly taken.
   */
  async itemDays(
    accountId: string,
    from: string,
    to: string,
  ): Promise<Pick<SlotAvailabilityView, 'fullItemDays' | 'itemsLeft'>> {
    const counts: { kind: ItemKind; id: string; date: string; taken: number }[] =
      await this.uow.manager.query(
        `SELECT item_kind AS kind, item_id AS id, pickup_date::text AS date, taken FROM item_day_claims
       WHERE account_id = $1 AND pickup_date BETWEEN $2 AND $3 AND taken > 0
       ORDER BY pickup_date, item_kind, item_id`,
        [accountId, from, to],
      );
    if (counts.length === 0) return { fullItemDays: [], itemsLeft: [] };
    const limits = new Map<string, number | null>();
    const items = [
      ...(counts.some((count) => count.kind === 'product')
        ? await this.catalog.orderableProducts(accountId)
        : []),
      ...(counts.some((count) => count.kind === 'menu') ? await this.menus.orderableMenus(accountId) : []),
    ];
    for (const item of items) limits.set(`${item.priced.kind}:${item.priced.id}`, item.dailyLimit);
    const answer: Pick<SlotAvailabilityView, 'fullItemDays' | 'itemsLeft'> = {
      fullItemDays: [],
      itemsLeft: [],
    };
    for (const { kind, id, date, taken } of counts) {
      const limit = limits.get(`${kind}:${id}`);
      if (limit == null) continue;
      if (taken >= limit) answer.fullItemDays.push({ _id: id, type: kind, date });
      else answer.itemsLeft.push({ _id: id, type: kind, date, left: limit - taken });
    }
    return answer;
  }

  /** The cart's limited items, each once with its lines' quantities together, in a fixed order. */
  private counted(lines: readonly LimitedLine[]): DayCount[] {
    const wanted = new Map<string, DayCount>();
    for (const line of lines) {
      if (line.dailyLimit === null) continue;
      const key = `${line.type}:${line._id}`;
      const entry = wanted.get(key) ?? { kind: line.type, id: line._id, quantity: 0, limit: line.dailyLimit };
      wanted.set(key, { ...entry, quantity: entry.quantity + line.quantity });
    }
    return [...wanted].sort(([a], [b]) => a.localeCompare(b)).map(([, entry]) => entry);
  }

  private async record(orderId: string, counts: readonly DayCount[]): Promise<void> {
    if (counts.length === 0) return;
    await this.uow.manager.query(
      `INSERT INTO order_day_claims (order_id, item_kind, item_id, quantity)
       SELECT $1, unnest($2::text[]), unnest($3::uuid[]), unnest($4::int[])`,
      [
        orderId,
        counts.map((entry) => entry.kind),
        counts.map((entry) => entry.id),
        counts.map((entry) => entry.quantity),
      ],
    );
  }

  /** In the fixed order the claims take their rows. */
  private claimsOf(orderId: string): Promise<OrderDayClaim[]> {
    return this.uow.manager.query(
      'SELECT item_kind, item_id, quantity FROM order_day_claims WHERE order_id = $1 ORDER BY item_kind, item_id',
      [orderId],
    );
  }

  private async giveBack(accountId: string, date: string, claim: OrderDayClaim, unpaid: boolean) {
    await this.uow.manager.query(
      `UPDATE item_day_claims SET taken = taken - $5, unpaid = greatest(unpaid - $6::int * $5, 0)
       WHERE account_id = $1 AND item_kind = $2 AND item_id = $3 AND pickup_date = $4 AND taken >= $5`,
      [accountId, claim.item_kind, claim.item_id, date, claim.quantity, unpaid ? 1 : 0],
    );
  }

  /** The item's maximum now (the owner may have changed it since the order was placed); null: none. */
  private limitOf(accountId: string, claim: OrderDayClaim): Promise<number | null> {
    return claim.item_kind === 'menu'
      ? this.menus.dailyLimit(accountId, claim.item_id)
      : this.catalog.productDailyLimit(accountId, claim.item_id);
  }

  private async takenOn(accountId: string, kind: ItemKind, id: string, date: string): Promise<number> {
    const [row] = await this.uow.manager.query(
      `SELECT taken FROM item_day_claims
       WHERE account_id = $1 AND item_kind = $2 AND item_id = $3 AND pickup_date = $4`,
      [accountId, kind, id, date],
    );
    return row?.taken ?? 0;
  }

  /** 409 with how many are `left` (the day's maximum less what orders took) and how far each line must shrink. */
  private unavailable(
    lines: readonly LimitedLine[],
    kind: ItemKind,
    id: string,
    left: number,
  ): ItemsUnavailable {
    const remaining = Math.max(left, 0);
    let rest = remaining;
    const name = lines.find((line) => line.type === kind && line._id === id)?.name ?? '';
    const shrunk = lines.flatMap((line, index) => {
      if (line.type !== kind || line._id !== id) return [];
      const available = Math.min(line.quantity, rest);
      rest -= available;
      return available < line.quantity ? [{ index, _id: line._id, type: line.type, available }] : [];
    });
    const message = remaining > 0 ? ORDER_MESSAGES.onlyLeft(remaining, name) : ORDER_MESSAGES.soldOut(name);
    return new ItemsUnavailable(message, { code: 'unavailable', lines: shrunk });
  }
}
