import { isIsoDate } from './calendar-date';
import { SCHEDULING_MESSAGES, VACATION_REASON_MAX_LENGTH } from './messages';
import { MESSAGES } from '../messages';
import { combine, invalid, readBody, valid, type FieldResult, type Parsed } from '../parsing';
import { maxLength, readBoolean, readText, type Check } from '../validation';

/** A closed period; both bounds are calendar days ('YYYY-MM-DD') and both are closed days. */
export interface VacationRange {
  vacationModeStart: string;
  vacationModeEnd: string;
  /**
   * 'Bestellingen voor na de vakantie toelaten': while it runs, customers may order for the days
   * after it. Without it (absent counts as no), the shop takes no orders while it runs.
   */
  allowPreOrders?: boolean;
}

export interface VacationInput extends VacationRange {
  vacationModeReason: string;
  allowPreOrders: boolean;
}

/** An edit may repeat the period's `_id`, as the spec's payload does. */
export interface VacationEdit extends VacationInput {
  _id?: string;
}

/** What a start date is judged against: the shop's calendar day, and on an edit the period's current start. */
export interface VacationTiming {
  today: string;
  currentStart?: string;
}

/** A start lies today or later; an edited period that is under way may keep its own past start. */
export function checkVacationStart(
  start: string,
  { today, currentStart }: VacationTiming,
): string | undefined {
  return start < today && start !== currentStart ? SCHEDULING_MESSAGES.vacationStartInPast : undefined;
}

const FIELDS = ['vacationModeStart', 'vacationModeEnd', 'vacationModeReason', 'allowPreOrders'];

/** Blank is no. */
function readAllowPreOrders(value: unknown): FieldResult<boolean> {
  if (value === undefined || value === null || value === '') return valid(false);
  const allow = readBoolean(value);
  return allow === undefined ? invalid(MESSAGES.wrongType) : valid(allow);
}

const filled =
  (message: string): Check =>
  (value) =>
    value === '' ? message : undefined;

const calendarDay: Check = (value) => (isIsoDate(value) ? undefined : SCHEDULING_MESSAGES.invalidDate);

/** The spec's rules: start required, end required and after the start, reason required. */
function readPeriod(fields: Record<string, unknown>, timing: VacationTiming | undefined) {
  const start = typeof fields.vacationModeStart === 'string' ? fields.vacationModeStart.trim() : '';
  const afterStart: Check = (end) =>
    isIsoDate(start) && end <= start ? SCHEDULING_MESSAGES.vacationEndNotAfterStart : undefined;
  const notPast: Check = (value) => (timing ? checkVacationStart(value, timing) : undefined);
  return {
    vacationModeStart: readText(
      fields.vacationModeStart,
      SCHEDULING_MESSAGES.invalidDate,
      filled(SCHEDULING_MESSAGES.vacationStartRequired),
      calendarDay,
      notPast,
    ),
    vacationModeEnd: readText(
      fields.vacationModeEnd,
      SCHEDULING_MESSAGES.invalidDate,
      filled(SCHEDULING_MESSAGES.vacationEndRequired),
      calendarDay,
      afterStart,
    ),
    vacationModeReason: readText(
      fields.vacationModeReason,
      MESSAGES.wrongType,
      filled(SCHEDULING_MESSAGES.vacationReasonRequired),
      maxLength(VACATION_REASON_MAX_LENGTH, SCHEDULING_MESSAGES.vacationReasonTooLong),
    ),
    allowPreOrders: readAllowPreOrders(fields.allowPreOrders),
  };
}

/**
 * A new vacation period, every field at once. With `timing` the start must also lie today or
 * later; without it (the server, which knows the shop's today only later) checkVacationStart is left
 * to the caller.
 */
export function parseVacation(input: unknown, timing?: VacationTiming): Parsed<VacationInput> {
  const { fields, errors } = readBody(input, FIELDS);
  return combine(readPeriod(fields, timing), errors);
}

function readOptionalId(value: unknown): FieldResult<string | undefined> {
  if (value === undefined || value === null) return valid(undefined);
  return typeof value === 'string' ? valid(value) : invalid(MESSAGES.wrongType);
}

/** An edited period, read like a new one; it may repeat its `_id`. */
export function parseVacationEdit(input: unknown, timing?: VacationTiming): Parsed<VacationEdit> {
  const { fields, errors } = readBody(input, [...FIELDS, '_id']);
  return combine({ ...readPeriod(fields, timing), _id: readOptionalId(fields._id) }, errors);
}

export function isInVacation(date: string, vacations: readonly VacationRange[]): boolean {
  return vacations.some((vacation) => vacation.vacationModeStart <= date && date <= vacation.vacationModeEnd);
}

/** Whether a vacation under way on `today` closes the shop to orders (one that allows pre-orders does not). */
export function isClosedForOrders(today: string, vacations: readonly VacationRange[]): boolean {
  return vacations.some(
    (vacation) =>
      vacation.vacationModeStart <= today && today <= vacation.vacationModeEnd && !vacation.allowPreOrders,
  );
}

/** Periods still to come or under way on `today`; the public page needs no others. */
export function currentAndFutureVacations<T extends VacationRange>(
  vacations: readonly T[],
  today: string,
): T[] {
  return vacations.filter((vacation) => vacation.vacationModeEnd >= today);
}
