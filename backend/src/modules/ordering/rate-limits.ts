import { Inject, Injectable } from '@nestjs/common';
import { ORDER_MESSAGES } from '@bestelklaar/domain';
import { Clock } from '../../common/clock';
import { TooManyRequests } from '../../common/errors/app-error';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { UnitOfWork } from '../../database/unit-of-work';

const MINUTE_MS = 60_000;
/** Beyond this many clients in memory, the ones with no order in the last minute are forgotten. */
const CLIENTS_REMEMBERED = 10_000;

/**
 * How many orders may be placed per minute: per client (its address, counted by this instance)
 * and per shop (counted in the database, so the limit holds across instances).
 */
@Injectable()
export class OrderRateLimits {
  private readonly recentByClient = new Map<string, number[]>();

  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Counts an attempt by `client`; a 429 when it made too many in the last minute. */
  takeClientTurn(client: string): void {
    const now = this.clock.now().getTime();
    const recent = (this.recentByClient.get(client) ?? []).filter((at) => at > now - MINUTE_MS);
    if (recent.length >= this.config.orderRateLimit.perClientPerMinute) {
      this.recentByClient.set(client, recent);
      throw new TooManyRequests(ORDER_MESSAGES.tooManyOrdersFromClient);
    }
    recent.push(now);
    this.recentByClient.set(client, recent);
    if (this.recentByClient.size > CLIENTS_REMEMBERED) this.forgetQuietClients(now);
  }

  /** A 429 when the shop received its maximum of orders in the last minute. */
  async checkShop(accountId: string): Promise<void> {
    const since = new Date(this.clock.now().getTime() - MINUTE_MS);
    const rows: { count: number }[] = await this.uow.manager.query(
      'SELECT count(*)::int AS count FROM orders WHERE account_id = $1 AND created_at > $2',
      [accountId, since],
    );
    if ((rows[0]?.count ?? 0) >= this.config.orderRateLimit.perShopPerMinute)
      throw new TooManyRequests(ORDER_MESSAGES.shopTooBusy);
  }

  private forgetQuietClients(now: number): void {
    for (const [client, times] of this.recentByClient)
      if (times.every((at) => at <= now - MINUTE_MS)) this.recentByClient.delete(client);
  }
}
