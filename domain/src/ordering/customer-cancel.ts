import { MESSAGES } from '../messages';
import { combine, invalid, readBody, valid, type FieldResult, type Parsed } from '../parsing';
import { toMinutes } from '../scheduling/time-grid';
import { instantOf } from '../scheduling/time-zone';
import { ORDER_MESSAGES } from './order-messages';
import type { OrderState } from './order-state';
import { readBoolean } from '../validation';

/** 'Klanten mogen zelf annuleren tot … uur voor het afhalen': off unless the shop turns it on. */
export const CUSTOMER_CANCEL_HOURS = { min: 0, max: 168, default: 24 } as const;

/**
 * `GET`/`PUT /api/admin/ordering/customer-cancel`: whether a customer may cancel their own paid
 * order on its page, and until how many hours before its pickup piece starts.
 */
export interface CustomerCancelPolicy {
  customerCancelAllowed: boolean;
  customerCancelHoursBeforePickup: number;
}

export const CUSTOMER_CANCEL_SETTINGS_MESSAGES = {
  hours: `Voer een geheel aantal uren in van ${CUSTOMER_CANCEL_HOURS.min} tot ${CUSTOMER_CANCEL_HOURS.max}`,
} as const;

/** Whole hours from 0 to 168 (a week), as a number or as the form's text. */
export function readCustomerCancelHours(value: unknown): FieldResult<number> {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : null;
  if (text === null) return invalid(MESSAGES.wrongType);
  if (!/^\d{1,3}$/.test(text)) return invalid(CUSTOMER_CANCEL_SETTINGS_MESSAGES.hours);
  const hours = Number(text);
  return hours >= CUSTOMER_CANCEL_HOURS.min && hours <= CUSTOMER_CANCEL_HOURS.max
    ? valid(hours)
    : invalid(CUSTOMER_CANCEL_SETTINGS_MESSAGES.hours);
}

function readAllowed(value: unknown): FieldResult<boolean> {
  const on = readBoolean(value);
  return on === undefined ? invalid(MESSAGES.wrongType) : valid(on);
}

/** The rule for the owner's switch and hours, for the server and the settings form alike. */
export function parseCustomerCancelPolicy(input: unknown): Parsed<CustomerCancelPolicy> {
  const { fields, errors } = readBody(input, ['customerCancelAllowed', 'customerCancelHoursBeforePickup']);
  return combine(
    {
      customerCancelAllowed: readAllowed(fields.customerCancelAllowed),
      customerCancelHoursBeforePickup: readCustomerCancelHours(fields.customerCancelHoursBeforePickup),
    },
    errors,
  );
}

/** The order as the guard weighs it: its state and its pickup piece's start, in the shop's time zone. */
export interface CancellableOrder {
  state: OrderState;
  pickupDate: string;
  slotStart: string;
}

/** The last moment a customer may cancel: the hours before the pickup piece starts, on the shop's clock. */
export function customerCancelDeadline(
  order: Pick<CancellableOrder, 'pickupDate' | 'slotStart'>,
  hoursBefore: number,
  timeZone: string,
): Date {
  const start = instantOf(order.pickupDate, toMinutes(order.slotStart) ?? 0, timeZone);
  return new Date(start.getTime() - hoursBefore * 3_600_000);
}

/**
 * The guard of the customer's own cancel of a paid order ('customerCancelled'): why it may not
 * happen at `now` (the server's clock), or undefined when it may. An unpaid order is the customer's
 * to give up at any time (it expires instead); this is about what was paid.
 */
export function customerCancelRefusal(
  order: CancellableOrder,
  policy: CustomerCancelPolicy,
  timeZone: string,
  now: Date,
): string | undefined {
  if (!policy.customerCancelAllowed) return ORDER_MESSAGES.customerCancelOff;
  if (order.state !== 'paid' && order.state !== 'ready') return ORDER_MESSAGES.customerCancelNotPossible;
  const deadline = customerCancelDeadline(order, policy.customerCancelHoursBeforePickup, timeZone);
  return now.getTime() <= deadline.getTime()
    ? undefined
    : ORDER_MESSAGES.customerCancelTooLate(policy.customerCancelHoursBeforePickup);
}
