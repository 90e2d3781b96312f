import { Injectable } from '@nestjs/common';
import { Repository } from 'typeorm';
import {
  emptyWeek,
  fromMinutes,
  sortSlots,
  toMinutes,
  WEEKDAYS_FROM_MONDAY,
  WEEKDAYS_FROM_SUNDAY,
  type TimeSlot,
  type Weekday,
  type WeeklySlots,
} from '@bestelklaar/domain';
import { UnitOfWork } from '../../database/unit-of-work';
import { WeeklySlotEntity, type WeeklySlotKind } from './weekly-slot.entity';

/** Pickup moments and opening hours: per weekday, a list of slots on the 15-minute grid. */
@Injectable()
export class WeeklySlotsService {
  constructor(private readonly uow: UnitOfWork) {}

  private get slots(): Repository<WeeklySlotEntity> {
    return this.uow.repository(WeeklySlotEntity);
  }

  /** Every weekday, Monday first, with its slots from earliest to latest (empty when closed). */
  async week(accountId: string, kind: WeeklySlotKind): Promise<WeeklySlots> {
    const rows = await this.slots.find({
      where: { accountId, kind },
      order: { weekday: 'ASC', startMinute: 'ASC' },
    });
    return weekOf(rows);
  }

  /** Both kinds' weeks, as `week` gives each, in one query. */
  async weeks(accountId: string): Promise<Record<WeeklySlotKind, WeeklySlots>> {
    const rows = await this.slots.find({
      where: { accountId },
      order: { weekday: 'ASC', startMinute: 'ASC' },
    });
    return {
      pickup: weekOf(rows.filter((row) => row.kind === 'pickup')),
      opening: weekOf(rows.filter((row) => row.kind === 'opening')),
    };
  }

  async hasAny(accountId: string, kind: WeeklySlotKind): Promise<boolean> {
    return this.slots.existsBy({ accountId, kind });
  }

  /** Replaces one weekday's slots as a whole; parseDaySlots has refused invalid or overlapping ones. */
  async replaceDay(
    accountId: string,
    kind: WeeklySlotKind,
    day: Weekday,
    slots: TimeSlot[],
  ): Promise<WeeklySlots> {
    const weekday = WEEKDAYS_FROM_SUNDAY.indexOf(day);
    await this.uow.transaction(async () => {
      const manager = this.uow.manager;
      // Two saves of the same day at once would otherwise each delete, then both insert.
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
        `weekly-slots:${accountId}:${kind}:${weekday}`,
      ]);
      await manager.delete(WeeklySlotEntity, { accountId, kind, weekday });
      if (slots.length === 0) return;
      await manager.insert(
        WeeklySlotEntity,
        sortSlots(slots).map((slot) => ({
          accountId,
          kind,
          weekday,
          startMinute: toMinutes(slot.start) as number,
          endMinute: toMinutes(slot.end) as number,
        })),
      );
    });
    return this.week(accountId, kind);
  }
}

function weekOf(rows: readonly WeeklySlotEntity[]): WeeklySlots {
  const week = emptyWeek(WEEKDAYS_FROM_MONDAY);
  for (const row of rows) {
    week[WEEKDAYS_FROM_SUNDAY[row.weekday]].push({
      start: fromMinutes(row.startMinute),
      end: fromMinutes(row.endMinute),
    });
  }
  return week;
}
