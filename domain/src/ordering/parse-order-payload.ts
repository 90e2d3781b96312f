import type { SelectedOptions } from '../catalog/item-price';
import { isLanguage, type Language } from '../i18n/languages';
import { OPTION_TEXT_MAX } from '../catalog/item-price';
import { MESSAGES } from '../messages';
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
import type { ItemKind } from '../pricing/priced-item';
import { parseOrderDate } from '../scheduling/order-date';
import { toMinutes } from '../scheduling/time-grid';
import type { TimeSlot } from '../scheduling/time-slot';
import { email, isWellFormedText, maxLength, readEmail, readRequiredText, singleLine } from '../validation';
import { ORDER_LIMITS, ORDER_MESSAGES } from './order-messages';
import { normalisePhone } from './phone';

/** One cart line as the server reads it; the client's productOptions are dropped. */
export interface OrderLineInput {
  _id: string;
  type: ItemKind;
  quantity: number;
  selectedOptions: SelectedOptions;
  /** Euros, as the client computed one of this line: compared with the server's price, never charged. */
  calculatedPrice: number;
}

/** An order payload, read: the pickup day as `YYYY-MM-DD` (sent so or as `Day{n}-YYYY-MM-DD`), the phone in E.164, the e-mail lower-cased. */
export interface OrderInput {
  name: string;
  phone: string;
  email: string;
  date: string;
  timeSlot: TimeSlot;
  cartItems: OrderLineInput[];
  /** The language the customer orders in, when the form names it; the server otherwise takes the request's. */
  language?: Language;
}

const ORDER_FIELDS = ['name', 'phone', 'email', 'date', 'timeSlot', 'cartItems', 'language'] as const;
const LINE_FIELDS = [
  '_id',
  'type',
  'quantity',
  'selectedOptions',
  'productOptions',
  'calculatedPrice',
] as const;
const SLOT_FIELDS = ['start', 'end'] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** More option keys than any item has groups: the rest is refused before it is looked at. */
const SELECTED_KEYS_MAX = 50;

export function readCustomerName(value: unknown): FieldResult<string> {
  return readRequiredText(value, singleLine, maxLength(ORDER_LIMITS.nameMax));
}

export function readCustomerPhone(value: unknown): FieldResult<string> {
  if (typeof value !== 'string' || value.trim() === '') return invalid(MESSAGES.required);
  const phone = normalisePhone(value);
  return phone ? valid(phone) : invalid(ORDER_MESSAGES.phoneInvalid);
}

export function readCustomerEmail(value: unknown): FieldResult<string> {
  if (typeof value !== 'string' || value.trim() === '') return invalid(MESSAGES.required);
  if (/[\r\n]/.test(value)) return invalid(MESSAGES.email);
  return readEmail(value, MESSAGES.email, maxLength(ORDER_LIMITS.emailMax), email);
}

/** `YYYY-MM-DD`, or `Day{n}-{YYYY-MM-DD}` whose weekday index is the date's: the calendar day it names. */
export function readOrderDate(value: unknown): FieldResult<string> {
  if (typeof value !== 'string') return invalid(ORDER_MESSAGES.chooseDay);
  const parsed = parseOrderDate(value);
  return parsed ? valid(parsed.date) : invalid(ORDER_MESSAGES.chooseDay);
}

function isTime(value: unknown): value is string {
  return typeof value === 'string' && /^\d{2}:\d{2}$/.test(value) && toMinutes(value) !== undefined;
}

export function readTimeSlot(value: unknown): Parsed<TimeSlot> {
  if (!isRecord(value)) return failure({ timeSlot: ORDER_MESSAGES.chooseSlot });
  const { fields, errors } = readBody(value, SLOT_FIELDS, 'timeSlot.');
  if (Object.keys(errors).length > 0) return failure(errors);
  const { start, end } = fields;
  if (!isTime(start) || !isTime(end) || (toMinutes(end) as number) <= (toMinutes(start) as number))
    return failure({ timeSlot: ORDER_MESSAGES.chooseSlot });
  return valid({ start, end });
}

function readSelectedOptions(value: unknown): FieldResult<SelectedOptions> {
  if (value === undefined || value === null) return valid({});
  if (!isRecord(value)) return invalid(ORDER_MESSAGES.optionsInvalid);
  const entries = Object.entries(value);
  if (entries.length > SELECTED_KEYS_MAX) return invalid(ORDER_MESSAGES.optionsInvalid);
  const isIndex = (choice: unknown) => typeof choice === 'number' && Number.isInteger(choice) && choice >= 0;
  const fits = (picked: unknown) =>
    isIndex(picked) ||
    (Array.isArray(picked) && picked.length <= SELECTED_KEYS_MAX && picked.every(isIndex)) ||
    (typeof picked === 'string' && picked.length <= OPTION_TEXT_MAX && isWellFormedText(picked));
  if (!entries.every(([, picked]) => fits(picked))) return invalid(ORDER_MESSAGES.optionsInvalid);
  // Built from entries, so a `__proto__` key stays a key (and is then refused as unknown).
  return valid(Object.fromEntries(entries) as SelectedOptions);
}

function readLine(raw: unknown, path: string): Parsed<OrderLineInput> {
  if (!isRecord(raw)) return failure({ [path]: ORDER_MESSAGES.itemUnknown });
  const { fields, errors } = readBody(raw, LINE_FIELDS, `${path}.`);
  const at = (reading: FieldResult<unknown>, field: string): FieldErrors =>
    reading.ok ? {} : { [`${path}.${field}`]: reading.message };
  const id =
    typeof fields._id === 'string' && UUID.test(fields._id)
      ? valid(fields._id.toLowerCase())
      : invalid(ORDER_MESSAGES.itemUnknown);
  const type =
    fields.type === 'product' || fields.type === 'menu'
      ? valid<ItemKind>(fields.type)
      : invalid(ORDER_MESSAGES.itemTypeInvalid);
  const quantity =
    typeof fields.quantity === 'number' &&
    Number.isInteger(fields.quantity) &&
    fields.quantity >= 1 &&
    fields.quantity <= ORDER_LIMITS.maxQuantity
      ? valid(fields.quantity)
      : invalid(ORDER_MESSAGES.quantityInvalid(ORDER_LIMITS.maxQuantity));
  const selectedOptions = readSelectedOptions(fields.selectedOptions);
  const calculatedPrice =
    typeof fields.calculatedPrice === 'number' &&
    Number.isFinite(fields.calculatedPrice) &&
    fields.calculatedPrice >= 0
      ? valid(fields.calculatedPrice)
      : invalid(ORDER_MESSAGES.priceInvalid);
  const all: FieldErrors = {
    ...errors,
    ...at(id, '_id'),
    ...at(type, 'type'),
    ...at(quantity, 'quantity'),
    ...at(selectedOptions, 'selectedOptions'),
    ...at(calculatedPrice, 'calculatedPrice'),
  };
  if (
    Object.keys(all).length > 0 ||
    !id.ok ||
    !type.ok ||
    !quantity.ok ||
    !selectedOptions.ok ||
    !calculatedPrice.ok
  )
    return failure(all);
  return valid({
    _id: id.value,
    type: type.value,
    quantity: quantity.value,
    selectedOptions: selectedOptions.value,
    calculatedPrice: calculatedPrice.value,
  });
}

export function readCartItems(value: unknown): Parsed<OrderLineInput[]> {
  if (!Array.isArray(value) || value.length === 0) return failure({ cartItems: ORDER_MESSAGES.cartEmpty });
  if (value.length > ORDER_LIMITS.maxLines)
    return failure({ cartItems: ORDER_MESSAGES.tooManyLines(ORDER_LIMITS.maxLines) });
  const errors: FieldErrors = {};
  const lines: OrderLineInput[] = [];
  value.forEach((raw: unknown, index) => {
    const line = readLine(raw, `cartItems.${index}`);
    if (line.ok) lines.push(line.value);
    else Object.assign(errors, line.errors);
  });
  return Object.keys(errors).length > 0 ? failure(errors) : valid(lines);
}

/** The optional `language` of an order: 'nl', 'fr' or 'en' as they are, nothing else. */
export function readOrderLanguage(value: unknown): FieldResult<Language | undefined> {
  if (value === undefined) return valid(undefined);
  return isLanguage(value) ? valid(value) : invalid(ORDER_MESSAGES.languageInvalid);
}

/**
 * Reads `POST /api/shop/{shop}/orders` (and checks the order form with the same rules): a Dutch
 * message per wrong field, unknown fields refused. Whether the items, prices, day and slot hold for
 * the shop is the server's check afterwards.
 */
export function parseOrderPayload(input: unknown): Parsed<OrderInput> {
  const { fields, errors } = readBody(input, ORDER_FIELDS);
  return combine(
    {
      name: readCustomerName(fields.name),
      phone: readCustomerPhone(fields.phone),
      email: readCustomerEmail(fields.email),
      date: readOrderDate(fields.date),
      timeSlot: readTimeSlot(fields.timeSlot),
      cartItems: readCartItems(fields.cartItems),
      language: readOrderLanguage(fields.language),
    },
    errors,
  );
}
