import { Injectable } from '@nestjs/common';
import {
  pauseEnd,
  todayIn,
  type BusyInput,
  type OrderingStatusView,
  type PauseInput,
} from '@bestelklaar/domain';
import { Clock } from '../../common/clock';
import { AccountsService } from '../accounts/accounts.service';

/**
 * The owner's pause ('Bestellingen pauzeren') and busy mode ('Drukte: +n min') during service. Both
 * are kept as times (the pause's end, the busy minutes' shop day), so they end by themselves; the
 * shop's account keeps them beside its lead time, where the pickup rules read them.
 */
@Injectable()
export class OrderingPauses {
  constructor(
    private readonly accounts: AccountsService,
    private readonly clock: Clock,
  ) {}

  async status(accountId: string): Promise<OrderingStatusView> {
    const { orderingPausedUntil, busyMinutes } = await this.accounts.pickupPolicy(accountId);
    return { orderingPausedUntil: orderingPausedUntil?.toISOString() ?? null, busyMinutes };
  }

  async pause(accountId: string, input: PauseInput): Promise<OrderingStatusView> {
    const { timeZone } = await this.accounts.pickupPolicy(accountId);
    await this.accounts.pauseOrdering(accountId, pauseEnd(input, this.clock.now(), timeZone));
    return this.status(accountId);
  }

  async resume(accountId: string): Promise<OrderingStatusView> {
    await this.accounts.pauseOrdering(accountId, null);
    return this.status(accountId);
  }

  async busy(accountId: string, input: BusyInput): Promise<OrderingStatusView> {
    const { timeZone } = await this.accounts.pickupPolicy(accountId);
    await this.accounts.setBusy(accountId, input.minutes, todayIn(timeZone, this.clock.now()));
    return this.status(accountId);
  }

  async calm(accountId: string): Promise<OrderingStatusView> {
    await this.accounts.setBusy(accountId, 0, null);
    return this.status(accountId);
  }
}
