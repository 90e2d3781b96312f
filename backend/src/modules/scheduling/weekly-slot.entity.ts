import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Pickup moments are offered to customers; opening hours are shown on the shop page. */
export type WeeklySlotKind = 'pickup' | 'opening';

/** One slot of a weekday, in minutes since midnight on the 15-minute grid. */
@Entity('weekly_slots')
export class WeeklySlotEntity {
  @PrimaryColumn({ name: 'account_id', type: 'uuid' })
  accountId: string;

  @PrimaryColumn({ type: 'text' })
  kind: WeeklySlotKind;

  /** 0 = Sunday ... 6 = Saturday. */
  @PrimaryColumn({ type: 'smallint' })
  weekday: number;

  @PrimaryColumn({ name: 'start_minute', type: 'smallint' })
  startMinute: number;

  @Column({ name: 'end_minute', type: 'smallint' })
  endMinute: number;
}
