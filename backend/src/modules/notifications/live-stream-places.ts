import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock';
import { UnitOfWork } from '../../database/unit-of-work';

/** Every dashboard a shop has open, with room to spare; one person cannot hold the server's sockets. */
export const MAX_LIVE_STREAMS_PER_SHOP = 10;

/** A place is held this long past its last renewal: a crashed instance's places free themselves. */
export const LIVE_STREAM_LEASE_MS = 60_000;

/**
 * The places a shop's open live streams hold, across instances. Taking one is one conditional
 * insert under the shop's lock, so however many streams open at once, no more than the maximum do.
 */
@Injectable()
export class LiveStreamPlaces {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  /** The place's id, or undefined when the shop's places are all taken (nothing changed then). */
  async take(accountId: string): Promise<string | undefined> {
    const id = randomUUID();
    return this.uow.transaction(async () => {
      const now = this.clock.now();
      await this.uow.manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
        `live-streams:${accountId}`,
      ]);
      // Places whose lease ran out belong to streams no instance serves any more.
      await this.uow.manager.query('DELETE FROM live_streams WHERE account_id = $1 AND lease_until <= $2', [
        accountId,
        now,
      ]);
      const rows: unknown[] = await this.uow.manager.query(
        `INSERT INTO live_streams (id, account_id, lease_until)
         SELECT $1, $2, $3 WHERE (SELECT count(*) FROM live_streams WHERE account_id = $2) < $4
         RETURNING id`,
        [id, accountId, this.leaseFrom(now), MAX_LIVE_STREAMS_PER_SHOP],
      );
      return rows.length === 1 ? id : undefined;
    });
  }

  async renew(id: string): Promise<void> {
    await this.uow.manager.query('UPDATE live_streams SET lease_until = $2 WHERE id = $1', [
      id,
      this.leaseFrom(this.clock.now()),
    ]);
  }

  async release(id: string): Promise<void> {
    await this.uow.manager.query('DELETE FROM live_streams WHERE id = $1', [id]);
  }

  private leaseFrom(now: Date): Date {
    return new Date(now.getTime() + LIVE_STREAM_LEASE_MS);
  }
}
