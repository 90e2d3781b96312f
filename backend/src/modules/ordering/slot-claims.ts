import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../database/unit-of-work';

/**
 * The places orders hold in a pickup slot piece. A claim is one conditional statement, so two
 * customers can never both take the last place, whatever runs in parallel.
 */
@Injectable()
export class SlotClaims {
  constructor(private readonly uow: UnitOfWork) {}

  /** Takes one place in the piece; false when it is full (nothing changed then). */
  async claim(accountId: string, date: string, slotStart: string, max: number | null): Promise<boolean> {
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

  /** Gives one place back (an order that will never be paid). */
  async release(accountId: string, date: string, slotStart: string): Promise<void> {
    await this.uow.manager.query(
      `UPDATE slot_claims SET taken = taken - 1
       WHERE account_id = $1 AND pickup_date = $2 AND slot_start = $3 AND taken > 0`,
      [accountId, date, slotStart],
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
}
