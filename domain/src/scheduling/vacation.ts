import { isIsoDate } from './calendar-date';
import { SCHEDULING_MESSAGES, VACATION_REASON_MAX_LENGTH } from './messages';

/** A closed period; both bounds are calendar days ('YYYY-MM-DD') and both are closed days. */
export interface VacationRange {
  vacationModeStart: string;
  vacationModeEnd: string;
}

export interface VacationInput extends VacationRange {
  vacationModeReason: string;
}

export type VacationErrors = Partial<Record<keyof VacationInput, string>>;

/**
 * The spec's rules, per field: start required and today or later, end required and after the
 * start, reason required. `today` is the shop's calendar day. When an existing period is edited,
 * its `currentStart` may stay as it is even once it has passed, so a running vacation can still be
 * shortened or renamed.
 */
export function validateVacation(
  input: Partial<VacationInput>,
  today: string,
  currentStart?: string,
): VacationErrors {
  const errors: VacationErrors = {};
  const start = input.vacationModeStart ?? '';
  const end = input.vacationModeEnd ?? '';
  const reason = (input.vacationModeReason ?? '').trim();

  if (start === '') errors.vacationModeStart = SCHEDULING_MESSAGES.vacationStartRequired;
  else if (!isIsoDate(start)) errors.vacationModeStart = SCHEDULING_MESSAGES.invalidDate;
  else if (start < today && start !== currentStart)
    errors.vacationModeStart = SCHEDULING_MESSAGES.vacationStartInPast;

  if (end === '') errors.vacationModeEnd = SCHEDULING_MESSAGES.vacationEndRequired;
  else if (!isIsoDate(end)) errors.vacationModeEnd = SCHEDULING_MESSAGES.invalidDate;
  else if (isIsoDate(start) && end <= start)
    errors.vacationModeEnd = SCHEDULING_MESSAGES.vacationEndNotAfterStart;

  if (reason === '') errors.vacationModeReason = SCHEDULING_MESSAGES.vacationReasonRequired;
  else if (reason.length > VACATION_REASON_MAX_LENGTH)
    errors.vacationModeReason = SCHEDULING_MESSAGES.vacationReasonTooLong;

  return errors;
}

export function isInVacation(date: string, vacations: readonly VacationRange[]): boolean {
  return vacations.some((vacation) => vacation.vacationModeStart <= date && date <= vacation.vacationModeEnd);
}

/** Periods still to come or under way on `today`; the public page needs no others. */
export function currentAndFutureVacations<T extends VacationRange>(
  vacations: readonly T[],
  today: string,
): T[] {
  return vacations.filter((vacation) => vacation.vacationModeEnd >= today);
}
