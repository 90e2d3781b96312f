/** Slots are picked on a 15-minute grid: 96 choices a day, 00:00 to 23:45. */
export const SLOT_STEP_MINUTES = 15;
export const MINUTES_PER_DAY = 24 * 60;

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes since midnight of a valid 'HH:MM', otherwise undefined. */
export function toMinutes(time: string): number | undefined {
  const match = HH_MM.exec(time);
  if (!match) return undefined;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** 'HH:MM' of minutes since midnight (0 to 1439). */
export function fromMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** A valid 'HH:MM' that falls on the 15-minute grid. */
export function isGridTime(time: string): boolean {
  const minutes = toMinutes(time);
  return minutes !== undefined && minutes % SLOT_STEP_MINUTES === 0;
}

/** Every choice of the grid, in order: '00:00', '00:15', ..., '23:45'. */
export const TIME_CHOICES: readonly string[] = Array.from(
  { length: MINUTES_PER_DAY / SLOT_STEP_MINUTES },
  (_, index) => fromMinutes(index * SLOT_STEP_MINUTES),
);
