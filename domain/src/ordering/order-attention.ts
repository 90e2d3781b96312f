import { invalid, valid, type FieldResult } from '../parsing';
import { readBoolean } from '../validation';
import type { ActorKind } from './order-state';

/**
 * A paid order's attention, beside its state: it is 'Nieuw' for the kitchen until someone taps
 * 'Gezien' (or the shop confirms orders by itself). Not a state of the order: the payment's state
 * machine is untouched, and a seen order moves on as any other.
 */

/** The shop's rules for orders nobody has seen, as its settings keep them. */
export interface OrderAttentionSettings {
  /** 'Herinnering na … minuten': a paid order not seen this long reaches the shop another way. */
  unseenReminderMinutes: number;
  /**
   * 'Automatisch annuleren … minuten voor het ophaalmoment': an order still not seen this long
   * before its pickup piece starts is cancelled and refunded by itself; null: never (the default).
   */
  autoCancelMinutesBeforePickup: number | null;
  /** 'Bestellingen automatisch bevestigen': a paid order counts as seen at once, by the system. */
  autoConfirmOrders: boolean;
}

export const ORDER_ATTENTION_DEFAULTS: OrderAttentionSettings = {
  unseenReminderMinutes: 5,
  autoCancelMinutesBeforePickup: null,
  autoConfirmOrders: false,
};

/** Whole minutes each setting may take: a reminder within two hours, a cancel up to a day ahead. */
export const ORDER_ATTENTION_LIMITS = {
  unseenReminderMinutes: { min: 1, max: 120 },
  autoCancelMinutesBeforePickup: { min: 5, max: 1440 },
} as const;

const { unseenReminderMinutes: REMINDER, autoCancelMinutesBeforePickup: AUTO_CANCEL } =
  ORDER_ATTENTION_LIMITS;

export const ORDER_ATTENTION_MESSAGES = {
  reminderMinutesRange: `Voer een geheel aantal minuten in van ${REMINDER.min} tot ${REMINDER.max}`,
  autoCancelMinutesRange: `Voer een geheel aantal minuten in van ${AUTO_CANCEL.min} tot ${AUTO_CANCEL.max}, of laat leeg om niet automatisch te annuleren`,
  autoConfirmInvalid: 'Kies aan of uit',
} as const;

/** A whole number of minutes, as text (a form) or as the number the settings' read gives; '' is `empty`. */
function readMinutes<Empty>(
  value: unknown,
  range: { min: number; max: number },
  message: string,
  empty: Empty,
): FieldResult<number | Empty> {
  if (value === null || value === '') return valid(empty);
  const text =
    typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : undefined;
  if (text === '') return valid(empty);
  if (text === undefined || !/^\d{1,5}$/.test(text)) return invalid(message);
  const minutes = Number(text);
  return minutes < range.min || minutes > range.max ? invalid(message) : valid(minutes);
}

/** 'Herinnering na … minuten': empty is the default of 5. */
export function readUnseenReminderMinutes(value: unknown): FieldResult<number> {
  return readMinutes(
    value,
    REMINDER,
    ORDER_ATTENTION_MESSAGES.reminderMinutesRange,
    ORDER_ATTENTION_DEFAULTS.unseenReminderMinutes,
  );
}

/** 'Automatisch annuleren … minuten voor het ophaalmoment': empty (or null) is off. */
export function readAutoCancelMinutes(value: unknown): FieldResult<number | null> {
  return readMinutes(value, AUTO_CANCEL, ORDER_ATTENTION_MESSAGES.autoCancelMinutesRange, null);
}

export function readAutoConfirmOrders(value: unknown): FieldResult<boolean> {
  const on = readBoolean(value);
  return on === undefined ? invalid(ORDER_ATTENTION_MESSAGES.autoConfirmInvalid) : valid(on);
}

/**
 * The settings' three fields, each read only when the body names it: a client that leaves them out
 * (the spec's own settings form knows none of them) keeps what the shop chose.
 */
export function readOrderAttentionSettings(fields: Record<string, unknown>): {
  [Field in keyof OrderAttentionSettings]?: FieldResult<OrderAttentionSettings[Field]>;
} {
  return {
    ...(fields.unseenReminderMinutes !== undefined && {
      unseenReminderMinutes: readUnseenReminderMinutes(fields.unseenReminderMinutes),
    }),
    ...(fields.autoCancelMinutesBeforePickup !== undefined && {
      autoCancelMinutesBeforePickup: readAutoCancelMinutes(fields.autoCancelMinutesBeforePickup),
    }),
    ...(fields.autoConfirmOrders !== undefined && {
      autoConfirmOrders: readAutoConfirmOrders(fields.autoConfirmOrders),
    }),
  };
}

export const ORDER_ATTENTION_FIELDS = [
  'unseenReminderMinutes',
  'autoCancelMinutesBeforePickup',
  'autoConfirmOrders',
] as const satisfies readonly (keyof OrderAttentionSettings)[];

/**
 * Who did something to an order, as the owner's screens show it: the member by their user id and
 * name (null once their person is gone), or the system (no user). The order history's `by` is this
 * and whether it is the one asking.
 */
export interface OrderActorView {
  kind: ActorKind | 'unknown';
  userId: string | null;
  name: string | null;
}
