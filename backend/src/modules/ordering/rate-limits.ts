import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { ORDER_MESSAGES } from '@bestelklaar/domain';
import { Clock } from '../../common/clock';
import { TooManyRequests } from '../../common/errors/app-error';
import { JobQueue } from '../../common/jobs';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { UnitOfWork } from '../../database/unit-of-work';

const MINUTE_MS = 60_000;
export const FORGET_CLIENT_TURNS = 'ordering.forget-client-turns';

/**
 * How many orders may be placed per minute: per shop and client (by client key), and how many may
 * hold a place unpaid per shop from all clients together. Both are claimed in the database within the order's transaction, so the
 * limits hold across instances and only orders that are placed use up turns.
 */
@Injectable()
export class OrderRateLimits implements OnModuleInit {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    private readonly jobs: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.jobs.recurring(
      { name: FORGET_CLIENT_TURNS, handle: () => this.forgetPastMinutes() },
      { cron: this.config.housekeepingCron },
    );
  }

  /**
   * Takes one of the client's turns at the shop, within the order's transaction so an order that
   * fails later gives it back; a 429 when its minute's turns are used up. The minute starts at the
   * client's first order in it. One conditional statement, so a burst can never take more.
   */
  async takeClientTurn(accountId: string, client: string): Promise<void> {
    const now = this.clock.now();
    const minuteOver = new Date(now.getTime() - MINUTE_MS);
    const rows: unknown[] = await this.uow.manager.query(
      `INSERT INTO order_client_turns AS turns (account_id, client, window_start, taken) VALUES ($1, $2, $3, 1)
       ON CONFLICT (account_id, client) DO UPDATE SET
         taken = CASE WHEN turns.window_start <= $4 THEN 1 ELSE turns.taken + 1 END,
         window_start = CASE WHEN turns.window_start <= $4 THEN $3 ELSE turns.window_start END
       WHERE turns.window_start <= $4 OR turns.taken < $5
       RETURNING taken`,
      [accountId, client, now, minuteOver, this.config.orderRateLimit.perClientPerMinute],
    );
    if (rows.length === 0)
      throw new TooManyRequests(
        ORDER_MESSAGES.tooManyOrdersFromClient,
        await this.secondsUntilNextMinute(accountId, client, now),
      );
  }

  /** Only to say how long to wait: the decision was the statement that refused. */
  private async secondsUntilNextMinute(accountId: string, client: string, now: Date): Promise<number> {
    const [row] = await this.uow.manager.query(
      'SELECT window_start FROM order_client_turns WHERE account_id = $1 AND client = $2',
      [accountId, client],
    );
    const over = row ? new Date(row.window_start).getTime() + MINUTE_MS : now.getTime() + MINUTE_MS;
    return Math.max(1, Math.ceil((over - now.getTime()) / 1000));
  }

  /**
   * Takes one of the shop's turns to hold a place unpaid, as `takeClientTurn` does for a client:
   * false when the shop's unpaid orders took their maximum in its current minute. Never a refusal:
   * an order past it holds nothing and takes its place when paid, so a flood cannot shut the shop.
   */
  async takeShopTurn(accountId: string): Promise<boolean> {
    const now = this.clock.now();
    const minuteOver = new Date(now.getTime() - MINUTE_MS);
    const rows: unknown[] = await this.uow.manager.query(
      `INSERT INTO order_shop_turns AS turns (account_id, window_start, taken) VALUES ($1, $2, 1)
       ON CONFLICT (account_id) DO UPDATE SET
         taken = CASE WHEN turns.window_start <= $3 THEN 1 ELSE turns.taken + 1 END,
         window_start = CASE WHEN turns.window_start <= $3 THEN $2 ELSE turns.window_start END
       WHERE turns.window_start <= $3 OR turns.taken < $4
       RETURNING taken`,
      [accountId, now, minuteOver, this.config.orderRateLimit.perShopPerMinute],
    );
    return rows.length === 1;
  }

  /** Turns of a minute that is over count for nothing; the daily housekeeping deletes them. */
  async forgetPastMinutes(): Promise<void> {
    const minuteOver = new Date(this.clock.now().getTime() - MINUTE_MS);
    await this.uow.manager.query('DELETE FROM order_client_turns WHERE window_start <= $1', [minuteOver]);
    await this.uow.manager.query('DELETE FROM order_shop_turns WHERE window_start <= $1', [minuteOver]);
  }
}
