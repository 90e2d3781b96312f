import { Injectable, OnModuleInit } from '@nestjs/common';
import { WEEKDAYS_FROM_MONDAY } from '@bestelklaar/domain';
import { ActivityLog, type SubjectState } from '../../common/activity';
import { UnitOfWork } from '../../database/unit-of-work';
import type { WeeklySlotKind } from './weekly-slot.entity';
import { WeeklySlotsService } from './weekly-slots.service';

/** How the shop's week (pickup moments, opening hours) and its vacations read in the activity. */
@Injectable()
export class ScheduleActivity implements OnModuleInit {
  constructor(
    private readonly activity: ActivityLog,
    private readonly uow: UnitOfWork,
    private readonly weeklySlots: WeeklySlotsService,
  ) {}

  onModuleInit(): void {
    this.activity.describe('pickup-moments', (shopId) => this.week(shopId, 'pickup', 'Afhaalmomenten'));
    this.activity.describe('opening-hours', (shopId) => this.week(shopId, 'opening', 'Openingsuren'));
    this.activity.describe('vacation', (shopId, id) => this.vacation(shopId, id));
  }

  /** Each day its slots written out, so a day changed shows as that one day. */
  private async week(shopId: string, kind: WeeklySlotKind, name: string): Promise<SubjectState> {
    const week = await this.weeklySlots.week(shopId, kind);
    return {
      name,
      fields: Object.fromEntries(
        WEEKDAYS_FROM_MONDAY.map((day) => [
          day,
          week[day].map((slot) => `${slot.start}–${slot.end}`).join(', '),
        ]),
      ),
    };
  }

  private async vacation(shopId: string, id: string): Promise<SubjectState | null> {
    const [row] = await this.uow.manager.query(
      `SELECT starts_on::text AS starts_on, ends_on::text AS ends_on, reason, allow_pre_orders
       FROM vacation_periods WHERE id = $1 AND account_id = $2`,
      [id, shopId],
    );
    if (!row) return null;
    return {
      name: row.reason || `${row.starts_on} – ${row.ends_on}`,
      fields: {
        startsOn: row.starts_on,
        endsOn: row.ends_on,
        reason: row.reason,
        allowPreOrders: row.allow_pre_orders,
      },
    };
  }
}
