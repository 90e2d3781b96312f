import { Injectable } from '@nestjs/common';
import { ORDER_MESSAGES, type ItemKind, type SlotAvailabilityView } from '@bestelklaar/domain';
import { UnitOfWork } from '../../database/unit-of-work';
import { CatalogService } from '../catalog/catalog.service';
import { MenusService } from '../menus/menus.service';
import { ItemsUnavailable } from './stock-claims';

/** A cart line as the daily limits see it. */
export interface LimitedLine {
  _id: string;
  type: ItemKind;
  quantity: number;
  name: string;
  dailyLimit: number | null;
}

/**
 * 'Maximum per ophaaldag': what orders take of an item per pickup day. Each item is counted with one
 * conditional statement in the order's transaction (in a fixed order, so two orders never wait on
 * each other's rows); what an order took is written beside it, so exactly that goes back.
 */
@Injectable()
export class DayClaims {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly catalog: CatalogService,
    private readonly menus: MenusService,
  ) {}

  /** Call within the order's transaction: an ItemsUnavailable rolls it back. */
  async claim(
    accountId: string,
    orderId: string,
    date: string,
    lines: readonly LimitedLine[],
  ): Promise<void> {
    const wanted = new Map<string, { kind: ItemKind; id: string; quantity: number; limit: number }>();
    for (const line of lines) {
      if (line.dailyLimit === null) continue;
      const key = `${line.type}:${line._id}`;
      const entry = wanted.get(key) ?? { kind: line.type, id: line._id, quantity: 0, limit: line.dailyLimit };
      wanted.set(key, { ...entry, quantity: entry.quantity + line.quantity });
    }
    const sorted = [...wanted].sort(([a], [b]) => a.localeCompare(b)).map(([, entry]) => entry);
    for (const { kind, id, quantity, limit } of sorted) {
      const rows: unknown[] = await this.uow.manager.query(
        `INSERT INTO item_day_claims AS claims (account_id, item_kind, item_id, pickup_date, taken)
         SELECT $1::uuid, $2::text, $3::uuid, $4::date, $5::int WHERE $5::int <= $6::int
         ON CONFLICT (account_id, item_kind, item_id, pickup_date)
           DO UPDATE SET taken = claims.taken + $5::int WHERE claims.taken + $5::int <= $6::int
         RETURNING taken`,
        [accountId, kind, id, date, quantity, limit],
      );
      if (rows.length === 0) throw await this.unavailable(accountId, date, lines, kind, id, limit);
    }
    if (sorted.length === 0) return;
    await this.uow.manager.query(
      `INSERT INTO order_day_claims (order_id, item_kind, item_id, quantity)
       SELECT $1, unnest($2::text[]), unnest($3::uuid[]), unnest($4::int[])`,
      [
        orderId,
        sorted.map((entry) => entry.kind),
        sorted.map((entry) => entry.id),
        sorted.map((entry) => entry.quantity),
      ],
    );
  }

  /** Gives back what the order took on its pickup day, once: the claims are deleted as they are read. */
  async release(accountId: string, orderId: string, date: string): Promise<void> {
    // A DELETE's answer is [rows, count].
    const [claims]: [{ item_kind: string; item_id: string; quantity: number }[], number] =
      await this.uow.manager.query(
        'DELETE FROM order_day_claims WHERE order_id = $1 RETURNING item_kind, item_id, quantity',
        [orderId],
      );
    claims.sort((a, b) => `${a.item_kind}:${a.item_id}`.localeCompare(`${b.item_kind}:${b.item_id}`));
    for (const claim of claims)
      await this.uow.manager.query(
        `UPDATE item_day_claims SET taken = taken - $5
         WHERE account_id = $1 AND item_kind = $2 AND item_id = $3 AND pickup_date = $4 AND taken >= $5`,
        [accountId, claim.item_kind, claim.item_id, date, claim.quantity],
      );
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

  private async unavailable(
    accountId: string,
    date: string,
    lines: readonly LimitedLine[],
    kind: ItemKind,
    id: string,
    limit: number,
  ): Promise<ItemsUnavailable> {
    // Only to say how many are left: the decision was the statement that refused.
    const [row] = await this.uow.manager.query(
      `SELECT taken FROM item_day_claims
       WHERE account_id = $1 AND item_kind = $2 AND item_id = $3 AND pickup_date = $4`,
      [accountId, kind, id, date],
    );
    const remaining = Math.max(limit - (row?.taken ?? 0), 0);
    let left = remaining;
    const name = lines.find((line) => line.type === kind && line._id === id)?.name ?? '';
    const shrunk = lines.flatMap((line, index) => {
      if (line.type !== kind || line._id !== id) return [];
      const available = Math.min(line.quantity, left);
      left -= available;
      return available < line.quantity ? [{ index, _id: line._id, type: line.type, available }] : [];
    });
    const message = remaining > 0 ? ORDER_MESSAGES.onlyLeft(remaining, name) : ORDER_MESSAGES.soldOut(name);
    return new ItemsUnavailable(message, { code: 'unavailable', lines: shrunk });
  }
}
