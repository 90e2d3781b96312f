import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applicableDiscountPercent, isDiscountActiveOn, type DiscountRule } from './discount-rules';
import type { DiscountTarget } from './priced-item';
import { todayIn } from '../scheduling/time-zone';

const march = { startDate: '2026-03-01', endDate: '2026-03-07' };
const friet: DiscountTarget = { id: 'p1', kind: 'product', collectionId: 'snacks' };
const menuWithSameId: DiscountTarget = { id: 'p1', kind: 'menu', collectionId: null };

const onItems = (percent: number, productIds: string[], menuIds: string[] = []): DiscountRule => ({
  appliesTo: 'items',
  productIds,
  menuIds,
  percent,
  ...march,
});
const onCollection = (percent: number, collectionId: string): DiscountRule => ({
  appliesTo: 'collection',
  collectionId,
  percent,
  ...march,
});
const onShop = (percent: number): DiscountRule => ({ appliesTo: 'shop', percent, ...march });

describe('isDiscountActiveOn', () => {
  it('counts the start and the end day in, and no day outside', () => {
    expect(isDiscountActiveOn(march, '2026-02-28')).toBe(false);
    expect(isDiscountActiveOn(march, '2026-03-01')).toBe(true);
    expect(isDiscountActiveOn(march, '2026-03-04')).toBe(true);
    expect(isDiscountActiveOn(march, '2026-03-07')).toBe(true);
    expect(isDiscountActiveOn(march, '2026-03-08')).toBe(false);
    expect(isDiscountActiveOn({ startDate: '2026-03-01', endDate: '2026-03-01' }, '2026-03-01')).toBe(true);
  });

  it("follows the shop's calendar day, not UTC's", () => {
    // 23:30 UTC on 28 February is already 00:30 on 1 March in Brussels.
    const justAfterMidnight = new Date('2026-02-28T23:30:00Z');
    expect(isDiscountActiveOn(march, todayIn('Europe/Brussels', justAfterMidnight))).toBe(true);
    expect(isDiscountActiveOn(march, todayIn('UTC', justAfterMidnight))).toBe(false);
    // 23:30 UTC on 7 March is 00:30 on 8 March in Brussels: over.
    const justAfterTheEnd = new Date('2026-03-07T23:30:00Z');
    expect(isDiscountActiveOn(march, todayIn('Europe/Brussels', justAfterTheEnd))).toBe(false);
  });
});

describe('applicableDiscountPercent', () => {
  const day = '2026-03-03';

  it('is 0 without a discount for the item', () => {
    expect(applicableDiscountPercent(friet, [], day)).toBe(0);
    expect(applicableDiscountPercent(friet, [onItems(20, ['p2']), onCollection(15, 'drinks')], day)).toBe(0);
  });

  it('applies each kind of discount', () => {
    expect(applicableDiscountPercent(friet, [onItems(20, ['p1'])], day)).toBe(20);
    expect(applicableDiscountPercent(friet, [onCollection(15, 'snacks')], day)).toBe(15);
    expect(applicableDiscountPercent(friet, [onShop(12.5)], day)).toBe(12.5);
  });

  it('does not let a product discount reach a menu with the same id, nor the other way round', () => {
    expect(applicableDiscountPercent(menuWithSameId, [onItems(20, ['p1'])], day)).toBe(0);
    expect(applicableDiscountPercent(friet, [onItems(20, [], ['p1'])], day)).toBe(0);
    expect(applicableDiscountPercent(menuWithSameId, [onItems(20, [], ['p1'])], day)).toBe(20);
  });

  it('gives an item without a collection no collection discount', () => {
    expect(applicableDiscountPercent(menuWithSameId, [onCollection(15, 'snacks')], day)).toBe(0);
  });

  it('ignores discounts that are not active that day', () => {
    const rules = [onItems(30, ['p1']), onShop(5)];
    expect(applicableDiscountPercent(friet, rules, '2026-02-28')).toBe(0);
    expect(applicableDiscountPercent(friet, rules, '2026-03-07')).toBe(30);
    expect(applicableDiscountPercent(friet, rules, '2026-03-08')).toBe(0);
  });

  it('lets the highest discount win, without stacking', () => {
    const rules = [onCollection(15, 'snacks'), onItems(10, ['p1']), onShop(12.5)];
    expect(applicableDiscountPercent(friet, rules, day)).toBe(15);
  });

  it('gives the highest active percentage aimed at the item, in any order of the discounts', () => {
    const hundredths = fc.integer({ min: 1, max: 9_999 }).map((value) => value / 100);
    const rule: fc.Arbitrary<DiscountRule> = fc.oneof(
      fc
        .tuple(hundredths, fc.subarray(['p1', 'p2']), fc.subarray(['p1', 'm1']))
        .map(([percent, products, menus]) => onItems(percent, products, menus)),
      fc
        .tuple(hundredths, fc.constantFrom('snacks', 'drinks'))
        .map(([percent, collection]) => onCollection(percent, collection)),
      hundredths.map(onShop),
    );
    const rulesAndShuffle = fc
      .array(rule, { maxLength: 8 })
      .chain((rules) =>
        fc.tuple(fc.constant(rules), fc.shuffledSubarray(rules, { minLength: rules.length })),
      );
    fc.assert(
      fc.property(rulesAndShuffle, ([rules, shuffled]) => {
        const aimed = rules.filter(
          (candidate) =>
            candidate.appliesTo === 'shop' ||
            (candidate.appliesTo === 'collection' && candidate.collectionId === 'snacks') ||
            (candidate.appliesTo === 'items' && candidate.productIds.includes('p1')),
        );
        const expected = Math.max(0, ...aimed.map((candidate) => candidate.percent));
        expect(applicableDiscountPercent(friet, rules, day)).toBe(expected);
        expect(applicableDiscountPercent(friet, shuffled, day)).toBe(expected);
      }),
    );
  });
});
