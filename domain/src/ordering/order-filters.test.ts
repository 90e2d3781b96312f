import { describe, expect, it } from 'vitest';
import { ORDER_FILTER_MESSAGES, parseOrderFilters, searchTerms } from './order-filters';

describe('parseOrderFilters', () => {
  it('reads a search, the picked-up filter and a date range', () => {
    expect(
      parseOrderFilters({ search: ' Jan ', pickedUp: 'false', from: '2030-06-01', to: '2030-06-30' }),
    ).toEqual({
      ok: true,
      value: { search: 'Jan', pickedUp: false, from: '2030-06-01', to: '2030-06-30' },
    });
    expect(parseOrderFilters({ limit: '25' })).toEqual({
      ok: true,
      value: { search: undefined, pickedUp: undefined, from: undefined, to: undefined },
    });
  });

  it.each([
    [{ pickedUp: 'ja' }, 'pickedUp', ORDER_FILTER_MESSAGES.pickedUpInvalid],
    [{ from: '2030-02-30' }, 'from', ORDER_FILTER_MESSAGES.dateInvalid],
    [{ from: '2030-06-02', to: '2030-06-01' }, 'to', ORDER_FILTER_MESSAGES.rangeReversed],
    [{ search: ['a', 'b'] }, 'search', ORDER_FILTER_MESSAGES.searchInvalid],
    [{ search: 'x'.repeat(101) }, 'search', ORDER_FILTER_MESSAGES.searchInvalid],
  ])('refuses %j', (query, field, message) => {
    expect(parseOrderFilters(query)).toEqual({ ok: false, errors: { [field]: message } });
  });
});

describe('searchTerms', () => {
  it('reads a number or a phone as digits, a name as text', () => {
    expect(searchTerms('#1042')).toEqual({ text: '#1042', digits: '1042' });
    expect(searchTerms('0470 12 34 56')).toEqual({ text: '0470 12 34 56', digits: '0470123456' });
    expect(searchTerms('Peeters')).toEqual({ text: 'Peeters', digits: undefined });
  });
});
