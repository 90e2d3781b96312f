import { invalid, valid, combine, type FieldResult, type Parsed } from '../parsing';
import { isIsoDate } from '../scheduling/calendar-date';
import { isWellFormedText } from '../validation';

/** The owner's orders lists, narrowed: `?search=&pickedUp=&from=&to=` (the dates on Verleden only). */
export interface OrderFilters {
  /** A name (part of it), an order number, or a phone number as typed. */
  search?: string;
  pickedUp?: boolean;
  /** `YYYY-MM-DD`, pickup days from … to … (both included). */
  from?: string;
  to?: string;
}

export const ORDER_FILTER_MESSAGES = {
  searchInvalid: 'Zoek op een naam, een bestelnummer of een telefoonnummer (hoogstens 100 tekens).',
  pickedUpInvalid: 'Kies opgehaald (true) of niet opgehaald (false).',
  dateInvalid: 'Kies een datum (JJJJ-MM-DD).',
  rangeReversed: 'De einddatum ligt voor de begindatum.',
} as const;

const SEARCH_MAX = 100;

function readSearch(value: unknown): FieldResult<string | undefined> {
  if (value === undefined || value === '') return valid(undefined);
  if (typeof value !== 'string' || !isWellFormedText(value) || value.trim().length > SEARCH_MAX)
    return invalid(ORDER_FILTER_MESSAGES.searchInvalid);
  return valid(value.trim() || undefined);
}

function readPickedUp(value: unknown): FieldResult<boolean | undefined> {
  if (value === undefined || value === '') return valid(undefined);
  if (value === 'true') return valid(true);
  if (value === 'false') return valid(false);
  return invalid(ORDER_FILTER_MESSAGES.pickedUpInvalid);
}

function readDate(value: unknown): FieldResult<string | undefined> {
  if (value === undefined || value === '') return valid(undefined);
  return isIsoDate(value) ? valid(value) : invalid(ORDER_FILTER_MESSAGES.dateInvalid);
}

/** The filters of a list's query string; anything else in it (limit, cursor) is not theirs to judge. */
export function parseOrderFilters(query: Record<string, unknown>): Parsed<OrderFilters> {
  const parsed = combine({
    search: readSearch(query.search),
    pickedUp: readPickedUp(query.pickedUp),
    from: readDate(query.from),
    to: readDate(query.to),
  });
  if (parsed.ok && parsed.value.from && parsed.value.to && parsed.value.to < parsed.value.from)
    return { ok: false, errors: { to: ORDER_FILTER_MESSAGES.rangeReversed } };
  return parsed;
}

/** What a search means: the digits of a number or a phone, and the text for a name. */
export function searchTerms(search: string): { text: string; digits: string | undefined } {
  const digits = search.replace(/[\s.+/()#-]/g, '');
  return { text: search, digits: /^\d{1,15}$/.test(digits) ? digits : undefined };
}
