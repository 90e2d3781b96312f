import { Injectable } from '@nestjs/common';
import { addDays, nextPickup, orderHorizon, todayIn, type NextPickup } from '@bestelklaar/domain';
import { Clock } from '../../common/clock';
import { AccountsService } from '../accounts/accounts.service';
import { SchedulingService } from '../scheduling/scheduling.service';
import { SlotClaims } from './slot-claims';

/** What ordering tells the other contexts (the storefront) about a shop's orders to come. */
@Injectable()
export class OrderingService {
  constructor(
    private readonly clock: Clock,
    private readonly accounts: AccountsService,
    private readonly scheduling: SchedulingService,
    private readonly slotClaims: SlotClaims,
  ) {}

  /**
   * The earliest piece a customer could choose at the shop's now (lead time, busy mode, pause,
   * vacations, closures and full pieces included), and the instant (ms) that answer ends by itself.
   */
  async nextPickup(accountId: string): Promise<{ pickup: NextPickup | null; changesAt: number }> {
    const now = this.clock.now();
    const policy = await this.accounts.pickupPolicy(accountId);
    const schedule = await this.scheduling.pickupSchedule(accountId, now);
    const { from, days } = orderHorizon(todayIn(policy.timeZone, now));
    const fullPieces =
      policy.maxOrdersPerSlot === null
        ? []
        : await this.slotClaims.fullPieces(accountId, from, addDays(from, days - 1), policy.maxOrdersPerSlot);
    return nextPickup({ schedule, now, pausedUntil: policy.orderingPausedUntil, fullPieces });
  }
}
