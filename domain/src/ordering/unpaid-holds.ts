/**
 * What unpaid orders may hold, so nobody can empty a shop without paying: together they hold at
 * most half (rounded down) of a pickup piece's places and of an item's stock that is not sold yet.
 * The other half, and any place or piece an unpaid order leaves, goes to whoever pays first. A
 * piece of one place, or the last piece of stock, is therefore never held: it goes to the payer.
 */
export function unpaidShare(capacity: number): number {
  return Math.floor(capacity / 2);
}

/** Providers that ignore dots in an address's local part and are one mailbox under both names. */
const DOTLESS_PROVIDERS = new Map([
  ['gmail.com', 'gmail.com'],
  ['googlemail.com', 'gmail.com'],
]);

/**
 * One mailbox, one customer, for the bound on unpaid orders: lower-cased, the `+tag` dropped
 * (every large provider delivers `naam+1@…` to `naam@…`) and, only at Gmail, dots dropped and
 * googlemail.com read as gmail.com. Elsewhere dots can name different people, so they stay.
 * Only for counting: the order keeps the address as the customer typed it.
 */
export function mailboxOf(email: string): string {
  const address = email.normalize('NFC').trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  const dotless = DOTLESS_PROVIDERS.get(domain);
  if (dotless) {
    local = local.replaceAll('.', '');
    domain = dotless;
  }
  return `${local}@${domain}`;
}
