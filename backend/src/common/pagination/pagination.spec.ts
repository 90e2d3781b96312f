import { describe, expect, it } from 'vitest';
import { asksForPage, encodeCursor, PAGE_LIMITS, PAGINATION_MESSAGES, readPageRequest } from './pagination';

const fieldsOf = (read: () => unknown) => {
  try {
    read();
  } catch (error) {
    return (error as { fields?: Record<string, string> }).fields;
  }
  throw new Error('expected a refusal');
};

describe('page requests', () => {
  it('is asked for only with a limit or a cursor', () => {
    expect(asksForPage({})).toBe(false);
    expect(asksForPage({ limit: '10' })).toBe(true);
    expect(asksForPage({ cursor: 'abc' })).toBe(true);
  });

  it('defaults the limit and caps it', () => {
    expect(readPageRequest({})).toEqual({ limit: PAGE_LIMITS.default, after: null });
    expect(readPageRequest({ limit: '5' }).limit).toBe(5);
    expect(readPageRequest({ limit: '100000' }).limit).toBe(PAGE_LIMITS.max);
  });

  it('refuses a limit that is not a positive whole number, in Dutch', () => {
    for (const limit of ['0', '-1', '2.5', 'tien', ['1', '2'], '1e3'])
      expect(fieldsOf(() => readPageRequest({ limit }))).toEqual({ limit: PAGINATION_MESSAGES.invalidLimit });
  });

  it('reads back the cursor it wrote', () => {
    const position = { sortKey: '2026-11-22T10:00:00.123Z', id: '6f1f5f8e-8f0c-4a8e-9a59-1d1f0c7e2b11' };
    expect(readPageRequest({ cursor: encodeCursor(position) }).after).toEqual(position);
  });

  it('refuses a cursor it did not write', () => {
    const notOurs = [
      'nonsense',
      Buffer.from('{"a":1}').toString('base64url'),
      Buffer.from('["", "x"]').toString('base64url'),
      Buffer.from(JSON.stringify(['x'.repeat(65), 'y'])).toString('base64url'),
      ['a', 'b'],
      'x'.repeat(500),
    ];
    for (const cursor of notOurs)
      expect(fieldsOf(() => readPageRequest({ cursor }))).toEqual({
        cursor: PAGINATION_MESSAGES.invalidCursor,
      });
  });
});
