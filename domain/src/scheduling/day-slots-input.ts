import { SCHEDULING_MESSAGES } from './messages';
import { MAX_SLOTS_PER_DAY, validateDaySlots, type TimeSlot } from './time-slot';
import { isWeekday, type Weekday } from './weekdays';
import {
  combine,
  failure,
  invalid,
  isRecord,
  readBody,
  valid,
  type FieldErrors,
  type FieldResult,
  type Parsed,
} from '../parsing';

/** One weekday's complete list of slots (pickup moments or opening hours); an empty list closes the day. */
export interface DaySlotsInput {
  day: Weekday;
  slots: TimeSlot[];
}

function readWeekday(value: unknown): FieldResult<Weekday> {
  return isWeekday(value) ? valid(value) : invalid(SCHEDULING_MESSAGES.invalidWeekday);
}

/** A slot with text for both times; whether they are good times is the day's rule. */
function readSlot(raw: unknown, path: string, errors: FieldErrors): TimeSlot | undefined {
  if (!isRecord(raw)) {
    errors[path] = SCHEDULING_MESSAGES.slotFieldsRequired;
    return undefined;
  }
  const { fields, errors: unknown } = readBody(raw, ['start', 'end'], `${path}.`);
  Object.assign(errors, unknown);
  const { start, end } = fields;
  if (typeof start !== 'string') errors[`${path}.start`] = SCHEDULING_MESSAGES.slotFieldsRequired;
  if (typeof end !== 'string') errors[`${path}.end`] = SCHEDULING_MESSAGES.slotFieldsRequired;
  return typeof start === 'string' && typeof end === 'string' ? { start, end } : undefined;
}

/** The slots, well formed first; then each must be valid on its own and overlap no other. */
function parseSlots(value: unknown): Parsed<TimeSlot[]> {
  if (!Array.isArray(value)) return failure({ slots: SCHEDULING_MESSAGES.slotsMissing });
  if (value.length > MAX_SLOTS_PER_DAY) return failure({ slots: SCHEDULING_MESSAGES.tooManySlots });
  const errors: FieldErrors = {};
  const slots = value.flatMap((raw, index) => readSlot(raw, `slots.${index}`, errors) ?? []);
  if (Object.keys(errors).length > 0) return failure(errors);
  validateDaySlots(slots).forEach((message, index) => {
    if (message) errors[`slots.${index}`] = message;
  });
  return Object.keys(errors).length > 0 ? failure(errors) : valid(slots);
}

/** The replace-day request: `{ day, slots }`. */
export function parseDaySlots(input: unknown): Parsed<DaySlotsInput> {
  const { fields, errors } = readBody(input, ['day', 'slots']);
  return combine({ day: readWeekday(fields.day), slots: parseSlots(fields.slots) }, errors);
}
