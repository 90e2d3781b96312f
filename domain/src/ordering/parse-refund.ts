import { readPrice } from '../catalog/amounts';
import { formatEuros, type Cents } from '../money';
import {
  combine,
  failure,
  invalid,
  isRecord,
  readBody,
  valid,
  type FieldResult,
  type Parsed,
} from '../parsing';
import { maxLength, readRequiredText } from '../validation';
import { ORDER_LIMITS } from './order-messages';
import type { RefundLineChoice } from './refund-amounts';

/** The owner's cancel and refund: what the server answers and the form shows. */
export const REFUND_MESSAGES = {
  reasonTooLong: (max: number) => `Een reden mag hoogstens ${max} tekens lang zijn.`,
  amountOrLines: 'Geef een bedrag of kies de regels die je terugbetaalt, niet allebei.',
  linesInvalid: 'Kies regels van deze bestelling, elk met een aantal van 1 tot wat er besteld werd.',
  moreThanPaid: (refundable: number) =>
    refundable > 0
      ? `Je kunt hoogstens ${formatEuros(refundable)} terugbetalen: meer is er niet betaald.`
      : 'Deze bestelling is al volledig terugbetaald.',
  notCancellable:
    'Alleen een betaalde bestelling die nog niet is opgehaald kun je annuleren. Een opgehaalde bestelling kun je wel terugbetalen.',
  idempotencyKeyInvalid: 'De Idempotency-Key is 1 tot 100 letters, cijfers, - of _.',
  requestInProgress: 'Een verzoek met deze Idempotency-Key wordt nog verwerkt; probeer het zo opnieuw.',
} as const;

export const REFUND_LIMITS = {
  reasonMax: 500,
  maxLineChoices: ORDER_LIMITS.maxLines,
} as const;

/** `POST /api/admin/orders/{id}/cancel` body. */
export interface CancelOrderInput {
  reason: string;
}

/** `POST /api/admin/orders/{id}/refunds` body: an amount in euros, or lines by their place in the order. */
export type RefundInput =
  | { reason: string; amountCents: Cents; lines?: undefined }
  | { reason: string; amountCents?: undefined; lines: RefundLineChoice[] };

function readReason(value: unknown): FieldResult<string> {
  return readRequiredText(
    value,
    maxLength(REFUND_LIMITS.reasonMax, REFUND_MESSAGES.reasonTooLong(REFUND_LIMITS.reasonMax)),
  );
}

function isWhole(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/** `[{ position, quantity }]`: each position a line of the order (from 0), each quantity 1–99. */
function readLineChoices(value: unknown): FieldResult<RefundLineChoice[]> {
  if (!Array.isArray(value) || value.length === 0 || value.length > REFUND_LIMITS.maxLineChoices)
    return invalid(REFUND_MESSAGES.linesInvalid);
  const choices: RefundLineChoice[] = [];
  for (const choice of value) {
    if (!isRecord(choice) || Object.keys(choice).some((key) => key !== 'position' && key !== 'quantity'))
      return invalid(REFUND_MESSAGES.linesInvalid);
    if (
      !isWhole(choice.position, 0, REFUND_LIMITS.maxLineChoices - 1) ||
      !isWhole(choice.quantity, 1, ORDER_LIMITS.maxQuantity)
    )
      return invalid(REFUND_MESSAGES.linesInvalid);
    choices.push({ position: choice.position, quantity: choice.quantity });
  }
  return valid(choices);
}

export function parseCancelOrder(input: unknown): Parsed<CancelOrderInput> {
  const { fields, errors } = readBody(input, ['reason']);
  return combine({ reason: readReason(fields.reason) }, errors);
}

/** `{ amount: 4.50, reason }` or `{ lines: [{ position, quantity }], reason }`. */
export function parseRefund(input: unknown): Parsed<RefundInput> {
  const { fields, errors } = readBody(input, ['amount', 'lines', 'reason']);
  const hasAmount = fields.amount !== undefined;
  const hasLines = fields.lines !== undefined;
  if (hasAmount === hasLines) {
    const reason = readReason(fields.reason);
    return failure({
      ...errors,
      amount: REFUND_MESSAGES.amountOrLines,
      ...(reason.ok ? {} : { reason: reason.message }),
    });
  }
  if (hasAmount) {
    const parsed = combine({ amount: readPrice(fields.amount), reason: readReason(fields.reason) }, errors);
    return parsed.ok ? valid({ reason: parsed.value.reason, amountCents: parsed.value.amount }) : parsed;
  }
  const parsed = combine({ lines: readLineChoices(fields.lines), reason: readReason(fields.reason) }, errors);
  return parsed.ok ? valid({ reason: parsed.value.reason, lines: parsed.value.lines }) : parsed;
}
