import type { INestApplicationContext } from '@nestjs/common';
import type { TimeSlot, Weekday } from '@bestelklaar/domain';
import { WeeklySlotsService } from './weekly-slots.service';

const LUNCH_AND_EVENING: TimeSlot[] = [
  { start: '11:30', end: '13:30' },
  { start: '17:00', end: '19:30' },
];

/** A deli closed on Mondays: pickup at lunch and in the evening, Sunday mornings only. */
const DEMO_PICKUP_MOMENTS: Partial<Record<Weekday, TimeSlot[]>> = {
  dinsdag: LUNCH_AND_EVENING,
  woensdag: LUNCH_AND_EVENING,
  donderdag: LUNCH_AND_EVENING,
  vrijdag: LUNCH_AND_EVENING,
  zaterdag: [{ start: '10:00', end: '19:30' }],
  zondag: [{ start: '10:00', end: '12:30' }],
};

const DEMO_OPENING_HOURS: Partial<Record<Weekday, TimeSlot[]>> = {
  dinsdag: [
    { start: '10:00', end: '14:00' },
    { start: '16:30', end: '20:00' },
  ],
  woensdag: [
    { start: '10:00', end: '14:00' },
    { start: '16:30', end: '20:00' },
  ],
  donderdag: [
    { start: '10:00', end: '14:00' },
    { start: '16:30', end: '20:00' },
  ],
  vrijdag: [
    { start: '10:00', end: '14:00' },
    { start: '16:30', end: '21:00' },
  ],
  zaterdag: [{ start: '09:30', end: '20:00' }],
  zondag: [{ start: '09:30', end: '13:00' }],
};

/** Gives the demo shop its week, through the same rules the dashboard uses. */
export async function seedDemoSchedule(app: INestApplicationContext, accountId: string): Promise<void> {
  const weeklySlots = app.get(WeeklySlotsService);
  for (const [day, slots] of Object.entries(DEMO_PICKUP_MOMENTS)) {
    await weeklySlots.replaceDay(accountId, 'pickup', day as Weekday, slots);
  }
  for (const [day, slots] of Object.entries(DEMO_OPENING_HOURS)) {
    await weeklySlots.replaceDay(accountId, 'opening', day as Weekday, slots);
  }
}
