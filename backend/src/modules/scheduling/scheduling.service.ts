import { Injectable } from '@nestjs/common';
import {
  orderWeek,
  pickupError,
  todayIn,
  WEEKDAYS_FROM_SUNDAY,
  type PickupSchedule,
  type TimeSlot,
  type VacationRange,
  type WeeklySlots,
} from '@bestelklaar/domain';
import { AccountsService, type PickupPolicy } from '../accounts/accounts.service';
import { VacationsService } from './vacations.service';
import { WeeklySlotsService } from './weekly-slots.service';

export interface ShopPageSchedule {
  pickupSlots: WeeklySlots;
  openingHours: WeeklySlots;
  vacations: VacationRange[];
  schedule: PickupSchedule;
}

/**
 * The scheduling context's door for the public pages and the other contexts: a launched shop's
 * pickup moments, opening hours and vacation periods, and the rule that decides whether a customer
 * may pick up on a day and slot — the very rule the shop's calendar shows, so the server never
 * accepts what the calendar would not offer.
 */
@Injectable()
export class SchedulingService {
  constructor(
    private readonly accounts: AccountsService,
    private readonly weeklySlots: WeeklySlotsService,
    private readonly vacations: VacationsService,
  ) {}

  /** Launch needs at least one pickup moment on some weekday. */
  hasPickupMoments(accountId: string): Promise<boolean> {
    return this.weeklySlots.hasAny(accountId, 'pickup');
  }

  /** Public: the shop's pickup moments keyed zondag ... zaterdag. */
  async publicPickupSlots(subdomain: string): Promise<WeeklySlots> {
    return this.pickupSlots((await this.accounts.launchedShop(subdomain)).accountId);
  }

  /** A shop's pickup moments keyed zondag ... zaterdag, as the public read gives them. */
  async pickupSlots(accountId: string): Promise<WeeklySlots> {
    return orderWeek(await this.weeklySlots.week(accountId, 'pickup'), WEEKDAYS_FROM_SUNDAY);
  }

  /** Public: the shop's opening hours keyed maandag ... zondag, the order the shop page lists them in. */
  async publicOpeningHours(subdomain: string): Promise<WeeklySlots> {
    return this.openingHours((await this.accounts.launchedShop(subdomain)).accountId);
  }

  /** A shop's opening hours keyed maandag ... zondag. */
  openingHours(accountId: string): Promise<WeeklySlots> {
    return this.weeklySlots.week(accountId, 'opening');
  }

  /** Public: vacation periods under way or still to come, without their (private) reasons. */
  async publicVacations(subdomain: string, now: Date): Promise<VacationRange[]> {
    const shop = await this.accounts.launchedShop(subdomain);
    return this.upcomingVacations(shop.accountId, todayIn(shop.timeZone, now));
  }

  /** A shop's vacation periods under way or to come on its `today`, without their reasons. */
  upcomingVacations(accountId: string, today: string): Promise<VacationRange[]> {
    return this.vacations.currentAndFuture(accountId, today);
  }

  /** Everything the pickup rules need for one shop, as of `now`. */
  async pickupSchedule(accountId: string, now: Date): Promise<PickupSchedule> {
    const policy = await this.accounts.pickupPolicy(accountId);
    // One after the other: inside a use case's transaction they share one connection.
    const weeklySlots = await this.weeklySlots.week(accountId, 'pickup');
    const vacations = await this.vacations.currentAndFuture(accountId, todayIn(policy.timeZone, now));
    return { ...policy, weeklySlots, vacations };
  }

  /**
   * What the shop page shows of its schedule, and the schedule its next pickup is judged by, for the
   * shop whose `policy` the caller has read: two queries side by side, outside any transaction.
   */
  async shopPageSchedule(accountId: string, policy: PickupPolicy, now: Date): Promise<ShopPageSchedule> {
    const [weeks, vacations] = await Promise.all([
      this.weeklySlots.weeks(accountId),
      this.vacations.currentAndFuture(accountId, todayIn(policy.timeZone, now)),
    ]);
    return {
      pickupSlots: orderWeek(weeks.pickup, WEEKDAYS_FROM_SUNDAY),
      openingHours: weeks.opening,
      vacations,
      schedule: { ...policy, weeklySlots: weeks.pickup, vacations },
    };
  }

  /**
   * Why an order may not be picked up on `date` ('YYYY-MM-DD') in `slot`, with the order form's
   * texts ('Kies een dag', 'Selecteer een geldig tijdslot'); undefined when it may.
   */
  async pickupProblem(
    accountId: string,
    date: string,
    slot: Partial<TimeSlot> | undefined,
    now: Date,
  ): Promise<{ field: 'date' | 'timeSlot'; message: string } | undefined> {
    return pickupError(await this.pickupSchedule(accountId, now), date, slot, now);
  }

  async isPickupAllowed(
    accountId: string,
    date: string,
    slot: Partial<TimeSlot> | undefined,
    now: Date,
  ): Promise<boolean> {
    return (await this.pickupProblem(accountId, date, slot, now)) === undefined;
  }
}
