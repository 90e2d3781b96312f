import type { Repository, SelectQueryBuilder } from 'typeorm';
import {
  CONFIRMED_ORDER_STATES,
  searchTerms,
  SHOWN_ORDER_STATES,
  type OrderFilters,
  type OrderState,
} from '@bestelklaar/domain';
import type { OrderEntity } from './order.entity';

/** Fewer digits than this say too little of a phone number to search on it. */
const PHONE_SEARCH_MIN_DIGITS = 3;

/**
 * The shop's confirmed orders (paid, ready, picked up: what counts as revenue and goes on the prep
 * list), narrowed by a search (name, number or phone) and the picked-up filter.
 */
export function confirmedOrders(
  orders: Repository<OrderEntity>,
  accountId: string,
  filters: OrderFilters = {},
): SelectQueryBuilder<OrderEntity> {
  return narrowed(orders, accountId, CONFIRMED_ORDER_STATES, filters);
}

/**
 * The day lists' orders: the confirmed ones and those the shop cancelled (marked 'Geannuleerd'), so
 * an order does not vanish from where the owner saw it. 'Niet opgehaald' means still to be, or never,
 * picked up: a cancelled order is neither.
 */
export function listedOrders(
  orders: Repository<OrderEntity>,
  accountId: string,
  filters: OrderFilters = {},
): SelectQueryBuilder<OrderEntity> {
  const query = narrowed(orders, accountId, SHOWN_ORDER_STATES, filters);
  if (filters.pickedUp === false) query.andWhere(`o.state <> 'cancelled'`);
  return query;
}

function narrowed(
  orders: Repository<OrderEntity>,
  accountId: string,
  states: readonly OrderState[],
  filters: OrderFilters,
): SelectQueryBuilder<OrderEntity> {
  const query = orders
    .createQueryBuilder('o')
    .where('o.account_id = :accountId', { accountId })
    .andWhere('o.state IN (:...states)', { states });
  if (filters.pickedUp !== undefined)
    query.andWhere(filters.pickedUp ? `o.state = 'picked_up'` : `o.state <> 'picked_up'`);
  if (filters.search) {
    const { text, digits } = searchTerms(filters.search);
    // Stored as +32…: a number typed as 0470… is found by what follows its leading zeros.
    const phoneDigits = digits?.replace(/^0+/, '') ?? '';
    const matches = ['o.customer_name ILIKE :name'];
    if (digits) matches.push('o.number = :number');
    if (phoneDigits.length >= PHONE_SEARCH_MIN_DIGITS) matches.push('o.customer_phone LIKE :phone');
    // With the trigram indexes, Postgres chooses by its statistics between reading the shop's
    // orders in the list's order (a common piece) and combining the indexes (a rare one). A short
    // number has no trigram and hardly ever appears in a name: joined by OR it read every order of
    // the shop in the list's order (0.8 s), so each match is then found on its own.
    const shortNumber = digits !== undefined && !/[\p{L}\p{N}]{3}/u.test(text);
    query.andWhere(shortNumber ? `o.id IN (${eachOnItsOwn(matches)})` : `(${matches.join(' OR ')})`, {
      name: `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`,
      number: digits === undefined ? undefined : Number(digits),
      phone: `%${phoneDigits}%`,
    });
  }
  return query;
}

/**
 * The orders that meet any of the matches (on `o`; the name's first), each in its own query: the
 * number and phone by their indexes, the name (no trigram to look it up by) over the shop's own
 * orders, fenced off so that Postgres does not scan the whole trigram index for it instead.
 */
function eachOnItsOwn([byName, ...others]: readonly string[]): string {
  return [
    `SELECT o.id FROM (SELECT * FROM orders WHERE account_id = :accountId OFFSET 0) o WHERE ${byName}`,
    ...others.map((match) => `SELECT o.id FROM orders o WHERE o.account_id = :accountId AND ${match}`),
  ].join(' UNION ALL ');
}
