import type { TimeSlotView } from '@bestelklaar/domain';
import { EMPTY_ORDER_FORM, type OrderFormValues } from './order-form-values';

/**
 * What the order form remembers, in the browser only (nothing of it goes to the server):
 * - the checkout as typed, for this tab (sessionStorage, per shop), so 'Annuleren' on the payment page
 *   and 'Opnieuw proberen' find the form as it was left;
 * - the customer's name, phone and e-mail on this device (localStorage, for every shop: it is the same
 *   person at every shop), only when they ticked 'Onthoud mijn gegevens op dit toestel'.
 */
const draftKey = (shop: string) => `bestelklaar:bestelformulier:${shop}`;
export const REMEMBERED_CUSTOMER_KEY = 'bestelklaar:klantgegevens';
const VERSION = 1;

export type CustomerDetails = Pick<OrderFormValues, 'name' | 'phone' | 'email'>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

const isTime = (value: unknown) => typeof value === 'string' && /^\d{2}:\d{2}$/.test(value);

function slotOf(value: unknown): TimeSlotView | null {
  return isRecord(value) && isTime(value.start) && isTime(value.end)
    ? { start: value.start as string, end: value.end as string }
    : null;
}

function readJson(storage: () => Storage, key: string): Record<string, unknown> | null {
  try {
    const stored: unknown = JSON.parse(storage().getItem(key) ?? 'null');
    return isRecord(stored) && stored.version === VERSION ? stored : null;
  } catch {
    return null;
  }
}

function writeJson(storage: () => Storage, key: string, value: object | null): void {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, JSON.stringify({ version: VERSION, ...value }));
  } catch {
    // Storage full or switched off (private browsing): the form simply starts blank next time.
  }
}

const session = () => sessionStorage;
const device = () => localStorage;

export function readRememberedCustomer(): CustomerDetails | null {
  const stored = readJson(device, REMEMBERED_CUSTOMER_KEY);
  return stored && { name: textOf(stored.name), phone: textOf(stored.phone), email: textOf(stored.email) };
}

export function rememberCustomer({ name, phone, email }: CustomerDetails): void {
  writeJson(device, REMEMBERED_CUSTOMER_KEY, { name, phone, email });
}

export function forgetRememberedCustomer(): void {
  writeJson(device, REMEMBERED_CUSTOMER_KEY, null);
}

export function keepCheckoutDraft(shop: string, values: OrderFormValues): void {
  writeJson(session, draftKey(shop), values);
}

/** The order was paid: the next order starts from the remembered details only. */
export function forgetCheckoutDraft(shop: string): void {
  writeJson(session, draftKey(shop), null);
}

/**
 * Where the order form starts: this tab's checkout when there is one, else the remembered details
 * (with 'Onthoud mijn gegevens' ticked, as they were), else blank.
 */
export function initialCheckout(shop: string): OrderFormValues {
  const remembered = readRememberedCustomer();
  const draft = readJson(session, draftKey(shop));
  if (draft) {
    return {
      name: textOf(draft.name),
      phone: textOf(draft.phone),
      email: textOf(draft.email),
      date: /^\d{4}-\d{2}-\d{2}$/.test(textOf(draft.date)) ? textOf(draft.date) : '',
      timeSlot: slotOf(draft.timeSlot),
      remember: draft.remember === true,
    };
  }
  return remembered ? { ...EMPTY_ORDER_FORM, ...remembered, remember: true } : EMPTY_ORDER_FORM;
}
