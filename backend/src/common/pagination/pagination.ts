import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { isIsoDate } from '@bestelklaar/domain';
import { ValidationFailed } from '../errors/app-error';
import { isUuid } from '../ids';

/** One page of a list, and the cursor of the next (null on the last page). */
export interface Page<Item> {
  items: Item[];
  nextCursor: string | null;
}

export interface PageRequest {
  limit: number;
  /** Where the previous page ended: the sort key and id of its last row. */
  after: CursorPosition | null;
}

export interface CursorPosition {
  sortKey: string;
  id: string;
}

export const PAGE_LIMITS = { default: 25, max: 100 } as const;

export const PAGINATION_MESSAGES = {
  invalidLimit: 'Geef een aantal tussen 1 en 100.',
  invalidCursor: 'Deze lijst kan niet verder geladen worden. Vernieuw de pagina.',
} as const;

/** Whether the client asked for a page at all (the plain list stays the default answer). */
export function asksForPage(query: { limit?: unknown; cursor?: unknown }): boolean {
  return query.limit !== undefined || query.cursor !== undefined;
}

/** Reads `?limit=&cursor=`: a limit above the maximum is lowered to it; anything else off is a 400. */
export function readPageRequest(query: { limit?: unknown; cursor?: unknown }): PageRequest {
  return { limit: readLimit(query.limit), after: readCursor(query.cursor) };
}

function readLimit(value: unknown): number {
  if (value === undefined || value === '') return PAGE_LIMITS.default;
  if (typeof value !== 'string' || !/^\d{1,6}$/.test(value) || Number(value) < 1)
    throw ValidationFailed.ofFields({ limit: PAGINATION_MESSAGES.invalidLimit });
  return Math.min(Number(value), PAGE_LIMITS.max);
}

function readCursor(value: unknown): CursorPosition | null {
  if (value === undefined || value === '') return null;
  const refuse = () => ValidationFailed.ofFields({ cursor: PAGINATION_MESSAGES.invalidCursor });
  if (typeof value !== 'string' || value.length > 200) throw refuse();
  try {
    const decoded: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (
      Array.isArray(decoded) &&
      decoded.length === 2 &&
      decoded.every((part) => typeof part === 'string' && part.length > 0 && part.length <= 64)
    )
      return { sortKey: decoded[0], id: decoded[1] };
  } catch {
    // falls through to the refusal
  }
  throw refuse();
}

/** Opaque to clients: they hand it back as it is. */
export function encodeCursor(position: CursorPosition): string {
  return Buffer.from(JSON.stringify([position.sortKey, position.id])).toString('base64url');
}

export interface KeysetOrder<Row> {
  /**
   * SQL of the sort key and the unique tie-breaker, e.g. `product.created_at`, `product.id`. The sort
   * key must compare exactly as its cursor text does (truncate timestamps to milliseconds).
   */
  sortColumn: string;
  idColumn: string;
  /** The SQL type the sort key is compared as (it travels in the cursor as text). */
  sortType: 'timestamptz' | 'text' | 'date';
  direction: 'ASC' | 'DESC';
  positionOf(row: Row): CursorPosition;
}

/**
 * A stable page by keyset: ordered by (sort key, id), starting after the cursor's row, so rows
 * added or removed meanwhile never shift a page or repeat a row.
 */
export async function paginate<Row extends ObjectLiteral>(
  query: SelectQueryBuilder<Row>,
  order: KeysetOrder<Row>,
  request: PageRequest,
): Promise<Page<Row>> {
  const comparison = order.direction === 'DESC' ? '<' : '>';
  if (request.after && !fitsOrder(request.after, order.sortType))
    throw ValidationFailed.ofFields({ cursor: PAGINATION_MESSAGES.invalidCursor });
  if (request.after) {
    query.andWhere(
      `(${order.sortColumn}, ${order.idColumn}) ${comparison} (CAST(:afterSortKey AS ${order.sortType}), CAST(:afterId AS uuid))`,
      { afterSortKey: request.after.sortKey, afterId: request.after.id },
    );
  }
  const rows = await query
    .orderBy(order.sortColumn, order.direction)
    .addOrderBy(order.idColumn, order.direction)
    // A plain LIMIT: the lists paged here join only to-one relations, so rows never multiply.
    .limit(request.limit + 1)
    .getMany();
  const items = rows.slice(0, request.limit);
  const hasMore = rows.length > request.limit;
  return {
    items,
    nextCursor: hasMore ? encodeCursor(order.positionOf(items[items.length - 1])) : null,
  };
}

/** A cursor from another list, or tampered with, never reaches the database as a bad cast. */
function fitsOrder(position: CursorPosition, sortType: KeysetOrder<never>['sortType']): boolean {
  if (!isUuid(position.id)) return false;
  if (sortType === 'timestamptz') return isWrittenInstant(position.sortKey);
  if (sortType === 'date') return isIsoDate(position.sortKey);
  return true;
}

/**
 * An instant exactly as `toISOString` writes it: Date.parse alone takes '1' (a year) and
 * '2030-02-31' (rolled over into March), which Postgres refuses to cast.
 */
function isWrittenInstant(text: string): boolean {
  const instant = new Date(text);
  return !Number.isNaN(instant.getTime()) && instant.toISOString() === text;
}
