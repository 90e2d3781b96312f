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
 * The cart set aside while the customer pays: cleared from the shop before the payment page opens,
 * kept here so 'Opnieuw proberen' on the cancel page can bring it back.
 */
interface SetAsideCart {
  version: typeof STORAGE_VERSION;
  orderId: string;
  lines: StoredLine[];
}

export function setAsideCartKey(shop: string): string {
  return `bestelklaar:winkelmandje-betaling:${shop}`;
}

/** Sets the cart aside for the order being paid and empties the shop's cart at once. */
export function setCartAside(shop: string, entries: readonly CartEntry[], orderId: string): void {
  try {
    const aside: SetAsideCart = { version: STORAGE_VERSION, orderId, lines: storedLinesOf(entries) };
    localStorage.setItem(setAsideCartKey(shop), JSON.stringify(aside));
    localStorage.removeItem(cartStorageKey(shop));
  } catch {
    // Storage switched off: there is nothing to restore later, and nothing stored to clear.
  }
}

/** The order was paid: the cart set aside for it is not needed again. */
export function forgetSetAsideCart(shop: string): void {
  try {
    localStorage.removeItem(setAsideCartKey(shop));
  } catch {
    // Storage switched off: nothing was set aside.
  }
}

/**
 * Puts the set-aside cart back as the shop's cart, after anything the customer added meanwhile (the
 * cart merges lines that mean the same). Answers whether there was one.
 */
export function restoreSetAsideCart(shop: string): boolean {
  let aside: unknown;
  try {
    aside = JSON.parse(localStorage.getItem(setAsideCartKey(shop)) ?? 'null');
  } catch {
    return false;
  }
  if (!isRecord(aside) || aside.version !== STORAGE_VERSION || !Array.isArray(aside.lines)) return false;
  const lines = [...readStoredCart(shop), ...aside.lines.flatMap(readLine)];
  try {
    localStorage.setItem(cartStorageKey(shop), JSON.stringify({ version: STORAGE_VERSION, lines }));
    localStorage.removeItem(setAsideCartKey(shop));
  } catch {
    return false;
  }
  return lines.length > 0;
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
