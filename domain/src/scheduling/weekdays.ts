import type { TimeSlot } from './time-slot';

/** Dutch weekdays by JavaScript weekday index (0 = Sunday), the order of the public pickup slots. */
export const WEEKDAYS_FROM_SUNDAY = [
  'zondag',
  'maandag',
  'dinsdag',
  'woensdag',
  'donderdag',
  'vrijdag',
  'zaterdag',
] as const;

export type Weekday = (typeof WEEKDAYS_FROM_SUNDAY)[number];

/** The order the dashboard and the shop page list the days in. */
export const WEEKDAYS_FROM_MONDAY: readonly Weekday[] = [
  'maandag',
  'dinsdag',
  'woensdag',
  'donderdag',
  'vrijdag',
  'zaterdag',
  'zondag',
];

/** Each weekday's slots, as the admin and public endpoints exchange them. */
export type WeeklySlots = Record<Weekday, TimeSlot[]>;

export function isWeekday(value: unknown): value is Weekday {
  return typeof value === 'string' && (WEEKDAYS_FROM_SUNDAY as readonly string[]).includes(value);
}

/** 'maandag' becomes 'Maandag', for headings. */
export function weekdayLabel(day: Weekday): string {
  return day.charAt(0).toUpperCase() + day.slice(1);
}

/** A week without any slots, keys in the given order. */
export function emptyWeek(order: readonly Weekday[] = WEEKDAYS_FROM_MONDAY): WeeklySlots {
  return Object.fromEntries(order.map((day) => [day, [] as TimeSlot[]])) as WeeklySlots;
}

/** The same week with its keys in another order (JSON keeps insertion order). */
export function orderWeek(week: Partial<WeeklySlots>, order: readonly Weekday[]): WeeklySlots {
  return Object.fromEntries(order.map((day) => [day, week[day] ?? []])) as WeeklySlots;
}
