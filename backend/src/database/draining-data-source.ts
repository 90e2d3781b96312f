import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';

/** The pg pool under TypeORM's Postgres driver, as far as closing reads and sets it. */
interface ClosingPool {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
  options: { maxUses: number };
}

const CHECK_EVERY_MS = 10;
/** A moment for the work under way to end by itself: what cannot (it waits on a lock) does not hold up the stop. */
const DRAIN_MS = 1_000;

/**
 * The app's DataSource. Closing, TypeORM hands every connection still lent out back to the pool,
 * busy or not, and the pool would lend it straight on to whoever waits. Handlers may still run
 * then: the HTTP server closes once its sockets do (a client may have given up), not once its
 * handlers end. Their next statement would go out on a connection running another's, even inside
 * the other's transaction (pg warns "already executing a query"). So it first lets the work under
 * way end (briefly, lending as usual), and what is still lent out after that is closed when TypeORM
 * takes it back, never lent on.
 */
export class DrainingDataSource extends DataSource {
  override async destroy(): Promise<void> {
    const pool = (this.driver as unknown as { master?: ClosingPool }).master;
    if (pool) {
      const deadline = performance.now() + DRAIN_MS;
      while (inUse(pool) && performance.now() < deadline) await sleep(CHECK_EVERY_MS);
      // What is still lent out TypeORM now takes back, busy or not: pg-pool closes a connection
      // that comes back having served `maxUses` times, so none is lent on.
      pool.options.maxUses = 1;
    }
    await super.destroy();
  }
}

function inUse(pool: ClosingPool): boolean {
  return pool.waitingCount > 0 || pool.totalCount > pool.idleCount;
}
