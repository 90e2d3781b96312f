import type { ItemKind, SelectedOptions } from '@bestelklaar/domain';
import { MAX_LINE_QUANTITY, type CartEntry } from './cart-lines';

/**
 * The cart in the browser's storage, one per shop, so a reload keeps it and another shop never sees
 * it. Only what was chosen is kept (which item, how many, which options): prices always come from
 * the shop's current data.
 */
export interface StoredLine {
  kind: ItemKind;
  id: string;
  quantity: number;
  options: SelectedOptions;
}

interface StoredCart {
  version: typeof STORAGE_VERSION;
  lines: StoredLine[];
}

const STORAGE_VERSION = 1;

export function cartStorageKey(shop: string): string {
  return `bestelklaar:winkelmandje:${shop}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isIndex = (value: unknown) => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

const isPick = (value: unknown) =>
  value === undefined ||
  typeof value === 'string' ||
  isIndex(value) ||
  (Array.isArray(value) && value.every(isIndex));

function readLine(value: unknown): StoredLine[] {
  if (!isRecord(value)) return [];
  const { kind, id, quantity, options } = value;
  const valid =
    (kind === 'product' || kind === 'menu') &&
    typeof id === 'string' &&
    id !== '' &&
    typeof quantity === 'number' &&
    Number.isSafeInteger(quantity) &&
    quantity >= 1 &&
    quantity <= MAX_LINE_QUANTITY &&
    isRecord(options) &&
    Object.values(options).every(isPick);
  return valid ? [{ kind, id, quantity, options: options as SelectedOptions }] : [];
}

/** The stored cart of a shop; nothing when there is none, or when what is stored cannot be read. */
export function readStoredCart(shop: string): StoredLine[] {
  let stored: unknown;
  try {
    stored = JSON.parse(localStorage.getItem(cartStorageKey(shop)) ?? 'null');
  } catch {
    return [];
  }
  if (!isRecord(stored) || stored.version !== STORAGE_VERSION || !Array.isArray(stored.lines)) return [];
  return stored.lines.flatMap(readLine);
}

export function storedLinesOf(entries: readonly CartEntry[]): StoredLine[] {
  return entries.map(({ kind, itemId, quantity, selectedOptions }) => ({
    kind,
    id: itemId,
    quantity,
    options: selectedOptions,
  }));
}

/** Keeps the cart for the next visit; an empty cart leaves nothing behind. */
export function writeStoredCart(shop: string, entries: readonly CartEntry[]): void {
  const key = cartStorageKey(shop);
  try {
    if (entries.length === 0) localStorage.removeItem(key);
    else {
      const cart: StoredCart = { version: STORAGE_VERSION, lines: storedLinesOf(entries) };
      localStorage.setItem(key, JSON.stringify(cart));
    }
  } catch {
    // Storage full or switched off (private browsing): the cart still works until the page closes.
  }
}

/**
 * The order this browser is paying for at the shop, while its payment page is open: coming back to
 * the shop (Back from the payment page) offers to go on paying or to cancel it. The cart stays as it
 * was until the order is paid.
 */
export interface PendingPayment {
  orderId: string;
  orderKey: string;
  paymentUrl: string;
}

export function pendingPaymentKey(shop: string): string {
  return `bestelklaar:betaling-open:${shop}`;
}

export function rememberPendingPayment(shop: string, payment: PendingPayment): void {
  try {
    localStorage.setItem(pendingPaymentKey(shop), JSON.stringify({ version: STORAGE_VERSION, ...payment }));
  } catch {
    // Storage switched off: coming back simply shows the cart, and the order expires on its own.
  }
}

export function readPendingPayment(shop: string): PendingPayment | null {
  let stored: unknown;
  try {
    stored = JSON.parse(localStorage.getItem(pendingPaymentKey(shop)) ?? 'null');
  } catch {
    return null;
  }
  if (!isRecord(stored) || stored.version !== STORAGE_VERSION) return null;
  const { orderId, orderKey, paymentUrl } = stored;
  const texts = [orderId, orderKey, paymentUrl].every((value) => typeof value === 'string' && value !== '');
  // Only a web address is ever opened from here.
  return texts && /^https?:\/\//.test(paymentUrl as string)
    ? ({ orderId, orderKey, paymentUrl } as PendingPayment)
    : null;
}

/** The order was paid, cancelled or expired: nothing to come back to. */
export function forgetPendingPayment(shop: string): void {
  try {
    localStorage.removeItem(pendingPaymentKey(shop));
  } catch {
    // Storage switched off: nothing was remembered.
  }
}

/** The order was paid: its cart is done with. */
export function forgetStoredCart(shop: string): void {
  try {
    localStorage.removeItem(cartStorageKey(shop));
  } catch {
    // Storage switched off: nothing was stored.
  }
}

const openCartKey = (shop: string) => `bestelklaar:winkelmandje-openen:${shop}`;

/** Asks the shop page, once, to open the cart when it next shows (after 'Opnieuw proberen'). */
export function requestCartOpen(shop: string): void {
  try {
    sessionStorage.setItem(openCartKey(shop), '1');
  } catch {
    // Storage switched off: the cart button is still there.
  }
}

export function isCartOpenRequested(shop: string): boolean {
  try {
    return sessionStorage.getItem(openCartKey(shop)) === '1';
  } catch {
    return false;
  }
}

/** The cart opened: the request is used up. */
export function forgetCartOpenRequest(shop: string): void {
  try {
    sessionStorage.removeItem(openCartKey(shop));
  } catch {
    // Storage switched off: nothing was requested.
  }
}
