import { describe, expect, it } from 'vitest';
import { BoundedCache } from '../src/modules/storefront/bounded-cache';
import { entityTag, matchesEntityTag } from '../src/common/http/conditional-send';
import { acceptedEncodings } from '../src/common/http/encoded-body';

describe('BoundedCache', () => {
  it('drops the least recently used entry beyond its count', () => {
    const cache = new BoundedCache<string>(2, 1_000);
    cache.set('a', 'A', 1);
    cache.set('b', 'B', 1);
    expect(cache.get('a')).toBe('A'); // a is now the most recent
    cache.set('c', 'C', 1);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
    expect(cache.get('c')).toBe('C');
    expect(cache.size).toBe(2);
  });

  it('drops the oldest entries beyond its bytes, and never keeps one larger than all of them', () => {
    const cache = new BoundedCache<string>(100, 10);
    cache.set('a', 'A', 4);
    cache.set('b', 'B', 4);
    cache.set('c', 'C', 4);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 'B', 'C']);
    cache.set('huge', 'H', 11);
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.size).toBe(2);
    // Replacing an entry counts its new size only.
    cache.set('b', 'B2', 6);
    expect([cache.get('b'), cache.get('c')]).toEqual(['B2', 'C']);
  });

  it('counts what an entry holds once it grows, making room from the least recently used', () => {
    const cache = new BoundedCache<string>(Number.POSITIVE_INFINITY, 10);
    cache.set('a', 'A', 3);
    cache.set('b', 'B', 3);
    cache.set('c', 'C', 3);
    expect(cache.get('a')).toBe('A'); // b is now the least recently used
    // c's compressed forms are made: it holds 5, and b makes room; c stays no more recent than a.
    cache.reweigh('c', () => 5);
    expect(cache.bytes).toBe(8);
    expect([cache.get('b'), cache.size]).toEqual([undefined, 2]);
    // Growing the oldest entry (c, then a) past the budget drops that entry itself first.
    cache.reweigh('c', () => 9);
    expect([cache.bytes, cache.get('c'), cache.get('a')]).toEqual([3, undefined, 'A']);
    // An entry no longer held is not weighed again.
    cache.reweigh('b', () => 1);
    expect([cache.size, cache.bytes]).toEqual([1, 3]);
  });

  it('shrinks the least recently used entries over its bytes before it drops any', () => {
    // A value shrinks to a tenth, once it can (its compressed twins are made).
    const value = (name: string, size: number) => ({ name, size, canShrink: true });
    type Value = ReturnType<typeof value>;
    const cache = new BoundedCache<Value>(Number.POSITIVE_INFINITY, 25, (held) => {
      if (held.canShrink) held.size = Math.ceil(held.size / 10);
      return held.size;
    });
    const put = (held: Value) => cache.set(held.name, held, held.size);
    const [a, b, c] = [value('a', 10), value('b', 10), value('c', 10)];
    put(a);
    put(b);
    b.canShrink = false; // its twins are not made yet
    put(c);
    // a shrank (the least recently used); b could not yet and is left whole; nothing was dropped.
    expect([a.size, b.size, c.size, cache.bytes, cache.size]).toEqual([1, 10, 10, 21, 3]);
    // Over again: c, the most recent, shrinks before b (which cannot) or a would be dropped.
    put(value('d', 10));
    expect([c.size, cache.bytes, cache.size]).toEqual([1, 22, 4]);
    // When shrinking is not enough (d shrinks, e cannot yet), the least recently used go, shrunk or not.
    put({ ...value('e', 14), canShrink: false });
    expect([cache.get('a'), cache.get('b'), cache.bytes, cache.size]).toEqual([undefined, undefined, 16, 3]);
  });

  it('forgets the entries a test picks, or all', () => {
    const cache = new BoundedCache<{ account: string }>(10, 100);
    cache.set('x', { account: '1' }, 1);
    cache.set('y', { account: '2' }, 1);
    cache.deleteWhere((value) => value.account === '1');
    expect([cache.get('x'), cache.get('y')]).toEqual([undefined, { account: '2' }]);
    cache.clear();
    expect(cache.size).toBe(0);
  });
});

describe('entity tags', () => {
  it('follow the content only', () => {
    expect(entityTag('{"a":1}')).toBe(entityTag(Buffer.from('{"a":1}')));
    expect(entityTag('{"a":1}')).not.toBe(entityTag('{"a":2}'));
    expect(entityTag('{"a":1}')).toMatch(/^W\/"[\w-]{27}"$/);
  });

  it('match If-None-Match weakly: the tag, its strong twin, one of a list, or *', () => {
    const tag = 'W/"abc"';
    expect(matchesEntityTag('W/"abc"', tag)).toBe(true);
    expect(matchesEntityTag('"abc"', tag)).toBe(true);
    expect(matchesEntityTag('"x", W/"abc"', tag)).toBe(true);
    expect(matchesEntityTag(' * ', tag)).toBe(true);
    expect(matchesEntityTag('"abcd"', tag)).toBe(false);
    expect(matchesEntityTag('', tag)).toBe(false);
    expect(matchesEntityTag(undefined, tag)).toBe(false);
  });
});

describe('acceptedEncodings', () => {
  it.each([
    ['gzip, deflate, br', ['br', 'gzip']],
    ['gzip', ['gzip']],
    ['br;q=0, gzip;q=0.5', ['gzip']],
    ['*', ['br', 'gzip']],
    ['*;q=0, gzip', ['gzip']],
    ['identity', []],
    ['BR', ['br']],
  ])('reads %j as %j', (header, encodings) => {
    expect(acceptedEncodings(header)).toEqual(encodings);
  });
});
