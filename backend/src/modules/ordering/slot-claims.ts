import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../database/unit-of-work';

/** A hold's answer: taken, or refused because the piece is full or its unpaid half is held. */
export type HoldAnswer = 'held' | 'full' | 'unpaid-share-held';

/**
 * The places orders hold in a pickup slot piece: `taken` by all orders, `unpaid` of those by
 * orders not paid yet, which may hold at most half of the piece (see unpaidShare), so the rest
 * stays for whoever pays. A claim is one conditional statement, so two customers can never both
 * take the last place, whatever runs in parallel.
 */
@Injectable()
export class SlotClaims {
  constructor(private readonly uow: UnitOfWork) {}

  /** An unpaid order takes one place, within the piece and its unpaid half; nothing changes when refused. */
  async hold(accountId: string, date: string, slotStart: string, max: number | null): Promise<HoldAnswer> {
    // `$4 / 2` on integers is unpaidShare: half, rounded down.
    const rows: unknown[] = await this.uow.manager.query(
      `INSERT INTO slot_claims AS claims (account_id, pickup_date, slot_start, taken, unpaid)
       SELECT $1, $2, $3, 1, 1 WHERE $4::int IS NULL OR $4::int / 2 >= 1
       ON CONFLICT (account_id, pickup_date, slot_start)
         DO UPDATE SET taken = claims.taken + 1, unpaid = claims.unpaid + 1
         WHERE $4::int IS NULL OR (claims.taken < $4::int AND claims.unpaid < $4::int / 2)
       RETURNING taken`,
      [accountId, date, slotStart, max],
    );
    if (rows.length === 1) return 'held';
    return (await this.taken(accountId, date, slotStart)) >= max! ? 'full' : 'unpaid-share-held';
  }

  /** A paid order that held nothing takes one place; false when the piece is full (nothing changed then). */
  async claimPaid(accountId: string, date: string, slotStart: string, max: number | null): Promise<boolean> {
    const rows: unknown[] = await this.uow.manager.query(
      `INSERT INTO slot_claims (account_id, pickup_date, slot_start, taken) VALUES ($1, $2, $3, 1)
       ON CONFLICT (account_id, pickup_date, slot_start)
         DO UPDATE SET taken = slot_claims.taken + 1
         WHERE $4::int IS NULL OR slot_claims.taken < $4::int
       RETURNING taken`,
      [accountId, date, slotStart, max],
    );
    return rows.length === 1;
  }

  /**
   * For an order that holds nothing while unpaid: 'full' when the piece has no place left now (it
   * takes one with `claimPaid` once paid, if one is still there).
   */
  async room(
    accountId: string,
    date: string,
    slotStart: string,
    max: number | null,
  ): Promise<'held' | 'full'> {
    if (max === null) return 'held';
    return (await this.taken(accountId, date, slotStart)) >= max ? 'full' : 'held';
  }

  /** The order holding a place was paid: its place stays, no longer among the unpaid ones. */
  async convert(accountId: string, date: string, slotStart: string): Promise<void> {
    await this.uow.manager.query(
      `UPDATE slot_claims SET unpaid = unpaid - 1
       WHERE account_id = $1 AND pickup_date = $2 AND slot_start = $3 AND unpaid > 0`,
      [accountId, date, slotStart],
    );
  }

  /** Gives one place back (an order that will never be collected); `unpaid` when it was never paid. */
  async release(accountId: string, date: string, slotStart: string, unpaid: boolean): Promise<void> {
    await this.uow.manager.query(
      `UPDATE slot_claims SET taken = taken - 1, unpaid = greatest(unpaid - $4::int, 0)
       WHERE account_id = $1 AND pickup_date = $2 AND slot_start = $3 AND taken > 0`,
      [accountId, date, slotStart, unpaid ? 1 : 0],
    );
  }

  /** The pieces from `from` to `to` (inclusive) whose claims reached `max`. */
  async fullPieces(
    accountId: string,
    from: string,
    to: string,
    max: number,
  ): Promise<{ date: string; start: string }[]> {
    return this.uow.manager.query(
      `SELECT pickup_date::text AS date, slot_start AS start FROM slot_claims
       WHERE account_id = $1 AND pickup_date BETWEEN $2 AND $3 AND taken >= $4
       ORDER BY pickup_date, slot_start`,
      [accountId, from, to, max],
    );
  }

  /** Only to say why a hold was refused: the decision was the statement that refused. */
  private async taken(accountId: string, date: string, slotStart: string): Promise<number> {
    const [row] = await this.uow.manager.query(
      'SELECT taken FROM slot_claims WHERE account_id = $1 AND pickup_date = $2 AND slot_start = $3',
      [accountId, date, slotStart],
    );
    return row?.taken ?? 0;
  }
}
