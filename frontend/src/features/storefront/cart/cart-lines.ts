import type { ItemKind, SelectedOptions } from '@bestelklaar/domain';
import { normalizeSelection, selectionKey } from '../item/selection';

/** The most of one line: far beyond a pickup order, and a stuck key cannot run away with it. */
export const MAX_LINE_QUANTITY = 99;

/** A cart line as the cart keeps it: which item, how many, which options. Never a price. */
export interface CartEntry {
  /** Stable while the page is open; not stored. */
  id: string;
  kind: ItemKind;
  itemId: string;
  quantity: number;
  selectedOptions: SelectedOptions;
}

export type NewCartEntry = Pick<CartEntry, 'kind' | 'itemId' | 'selectedOptions'>;

let lastLineId = 0;

/** A new line id, unique on this page. */
export function newLineId(): string {
  lastLineId += 1;
  return `regel-${lastLineId}`;
}

const sameChoice = (a: NewCartEntry, b: NewCartEntry) =>
  a.kind === b.kind &&
  a.itemId === b.itemId &&
  selectionKey(a.selectedOptions) === selectionKey(b.selectedOptions);

const withQuantity = (entry: CartEntry, quantity: number): CartEntry => ({
  ...entry,
  quantity: Math.min(quantity, MAX_LINE_QUANTITY),
});

/** The line that has this item with these options, if there is one. */
export function findSameEntry(entries: readonly CartEntry[], wanted: NewCartEntry): CartEntry | undefined {
  return entries.find((entry) => sameChoice(entry, wanted));
}

/** The same item with the same options adds 1 to its line; anything else is a new line of 1. */
export function addEntry(entries: readonly CartEntry[], added: NewCartEntry, id = newLineId()): CartEntry[] {
  const existing = findSameEntry(entries, added);
  if (existing)
    return entries.map((entry) => (entry === existing ? withQuantity(entry, entry.quantity + 1) : entry));
  return [
    ...entries,
    { ...added, selectedOptions: normalizeSelection(added.selectedOptions), id, quantity: 1 },
  ];
}

export function incrementEntry(entries: readonly CartEntry[], lineId: string): CartEntry[] {
  return entries.map((entry) => (entry.id === lineId ? withQuantity(entry, entry.quantity + 1) : entry));
}

/** Lowers the named lines to at most their quantity; a line limited to 0 goes. */
export function limitEntries(
  entries: readonly CartEntry[],
  limits: readonly { lineId: string; quantity: number }[],
): CartEntry[] {
  return entries.flatMap((entry) => {
    const limit = limits.find((candidate) => candidate.lineId === entry.id);
    if (!limit) return [entry];
    const quantity = Math.min(entry.quantity, limit.quantity);
    return quantity > 0 ? [{ ...entry, quantity }] : [];
  });
}

/** One less; the line goes at 0. */
export function decrementEntry(entries: readonly CartEntry[], lineId: string): CartEntry[] {
  return entries.flatMap((entry) => {
    if (entry.id !== lineId) return [entry];
    return entry.quantity <= 1 ? [] : [{ ...entry, quantity: entry.quantity - 1 }];
  });
}

/**
 * Replaces a line's options. When another line already has the item with those options, the two
 * become one line (where that one is), so the cart never shows the same thing twice.
 */
export function changeEntryOptions(
  entries: readonly CartEntry[],
  lineId: string,
  selectedOptions: SelectedOptions,
): CartEntry[] {
  const edited = entries.find((entry) => entry.id === lineId);
  if (!edited) return [...entries];
  const changed = { ...edited, selectedOptions: normalizeSelection(selectedOptions) };
  const twin = entries.find((entry) => entry !== edited && sameChoice(entry, changed));
  if (!twin) return entries.map((entry) => (entry === edited ? changed : entry));
  return entries.flatMap((entry) => {
    if (entry === edited) return [];
    return entry === twin ? [withQuantity(entry, entry.quantity + edited.quantity)] : [entry];
  });
}

/** Lines that mean the same become one, where the first of them is. */
export function mergeSameEntries(entries: readonly CartEntry[]): CartEntry[] {
  return entries.reduce<CartEntry[]>((merged, entry) => {
    const twin = merged.find((kept) => sameChoice(kept, entry));
    if (!twin) return [...merged, entry];
    return merged.map((kept) => (kept === twin ? withQuantity(kept, kept.quantity + entry.quantity) : kept));
  }, []);
}

export function totalQuantity(entries: readonly Pick<CartEntry, 'quantity'>[]): number {
  return entries.reduce((total, entry) => total + entry.quantity, 0);
}
