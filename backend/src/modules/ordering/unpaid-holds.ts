import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { mailboxOf } from '@bestelklaar/domain';
import { UnitOfWork } from '../../database/unit-of-work';
import type { OrderEntity } from './order.entity';

/** A client's address as an order keeps it: enough to count its holds, not the address itself. */
export function clientHolder(client: string): string {
  return createHash('sha256').update(client).digest('hex');
}

/**
 * Who an unpaid order is held by: its e-mail's mailbox (`naam+1@…` is `naam@…`, see mailboxOf),
 * its phone (E.164, normalised when read) and the client it came from. Sorted, so every statement
 * locks their rows in one order.
 */
export function holdersOf(
  order: Pick<OrderEntity, 'customerEmail' | 'customerPhone' | 'heldByClient'>,
): string[] {
  const holders = [`email:${mailboxOf(order.customerEmail)}`, `phone:${order.customerPhone}`];
  if (order.heldByClient) holders.push(`client:${order.heldByClient}`);
  return holders.sort();
}

/**
 * The unpaid orders each holder has at a shop. A claim is one conditional statement over all of an
 * order's holders: either each gets one more, or (one of them at its maximum) the caller rolls back.
 */
@Injectable()
export class UnpaidHolds {
  constructor(private readonly uow: UnitOfWork) {}

  /** One more unpaid order for every holder; false when one of them already has `max`. */
  async claim(accountId: string, holders: readonly string[], max: number): Promise<boolean> {
    const rows: unknown[] = await this.uow.manager.query(
      `INSERT INTO unpaid_holds (account_id, holder, taken)
       SELECT $1, holder, 1 FROM unnest($2::text[]) WITH ORDINALITY AS h (holder, position)
       ORDER BY position
       ON CONFLICT (account_id, holder)
         DO UPDATE SET taken = unpaid_holds.taken + 1 WHERE unpaid_holds.taken < $3::int
       RETURNING holder`,
      [accountId, holders, max],
    );
    return rows.length === holders.length;
  }

  /** The order is paid or expired: it no longer counts for its holders. */
  async release(accountId: string, holders: readonly string[]): Promise<void> {
    await this.uow.manager.query(
      `UPDATE unpaid_holds SET taken = unpaid_holds.taken - 1
       FROM (SELECT holder FROM unpaid_holds WHERE account_id = $1 AND holder = ANY ($2::text[])
             ORDER BY holder FOR UPDATE) AS locked
       WHERE unpaid_holds.account_id = $1 AND unpaid_holds.holder = locked.holder AND unpaid_holds.taken > 0`,
      [accountId, holders],
    );
  }
}
