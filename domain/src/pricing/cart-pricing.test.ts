import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { priceCart, type CartLine } from './cart-pricing';
import type { DiscountRule } from './discount-rules';
import type { PricedItem } from './priced-item';
import { VAT_RATES, type VatRate } from './vat-rate';
import type { SelectedOptions } from '../catalog/item-price';
import type { OptionGroup } from '../catalog/option-groups';
import { cents, type Cents } from '../money';
import { addDays } from '../scheduling/calendar-date';

const toppings: OptionGroup = {
  name: 'Toppings',
  type: 'multiselect',
  required: false,
  maxSelections: 2,
  options: [
    { name: 'Kaas', priceCents: cents(100) },
    { name: 'Ham', priceCents: cents(120) },
  ],
};

function item(id: string, price: number, vatRate: VatRate = 6, more: Partial<PricedItem> = {}): PricedItem {
  return {
    id,
    kind: 'product',
    collectionId: null,
    basePriceCents: cents(price),
    vatRate,
    optionGroups: [],
    ...more,
  };
}

const line = (priced: PricedItem, quantity = 1, selectedOptions: SelectedOptions = {}): CartLine => ({
  item: priced,
  quantity,
  selectedOptions,
});

const day = '2026-03-10';
const thisMonth = { startDate: '2026-03-01', endDate: '2026-03-31' };

describe('priceCart, worked examples', () => {
  it("gives the spec's 6 % totals: subtotal is the total divided by 1.06", () => {
    const cart = priceCart([line(item('friet', 450), 2), line(item('cola', 160))], [], day);
    expect(cart.totalCents).toBe(1060);
    expect(cart.subtotalCents).toBe(1000);
    expect(cart.vatCents).toBe(60);
    expect(cart.discountCents).toBe(0);
    expect(cart.vatLines).toEqual([{ rate: 6, grossCents: 1060, vatCents: 60 }]);
  });

  it('rounds the VAT to the cent', () => {
    // 9.99 / 1.06 = 9.4245…
    const cart = priceCart([line(item('friet', 999))], [], day);
    expect(cart.subtotalCents).toBe(942);
    expect(cart.vatCents).toBe(57);
  });

  it('takes 12.5 % off € 9,99 once per unit, then multiplies', () => {
    const rule: DiscountRule = {
      appliesTo: 'items',
      productIds: ['stoof'],
      menuIds: [],
      percent: 12.5,
      ...thisMonth,
    };
    const cart = priceCart([line(item('stoof', 999), 3)], [rule], day);
    expect(cart.lines).toEqual([
      {
        fullUnitCents: 999,
        discountPercent: 12.5,
        unitCents: 874,
        quantity: 3,
        lineCents: 2622,
        discountCents: 375,
        vatRate: 6,
      },
    ]);
    expect(cart.totalCents).toBe(2622);
    // (999 − 874) × 3
    expect(cart.discountCents).toBe(375);
  });

  it('prices the chosen options with the item, and the discount over both', () => {
    const pizza = item('pizza', 1000, 12, { collectionId: 'pizzas', optionGroups: [toppings] });
    const rule: DiscountRule = { appliesTo: 'collection', collectionId: 'pizzas', percent: 10, ...thisMonth };
    const cart = priceCart([line(pizza, 2, { 0: [0, 1] })], [rule], day);
    // (1000 + 100 + 120) × 0.9 = 1098, twice
    expect(cart.lines[0]).toMatchObject({ fullUnitCents: 1220, unitCents: 1098, lineCents: 2196 });
    expect(cart.discountCents).toBe(244);
  });

  it('does not give a menu the discount of a product with the same id', () => {
    const rule: DiscountRule = {
      appliesTo: 'items',
      productIds: ['x'],
      menuIds: [],
      percent: 50,
      ...thisMonth,
    };
    const cart = priceCart([line(item('x', 1000)), line(item('x', 1000, 6, { kind: 'menu' }))], [rule], day);
    expect(cart.lines.map((priced) => priced.unitCents)).toEqual([500, 1000]);
  });

  it('applies a discount from its first to its last day', () => {
    const rule: DiscountRule = {
      appliesTo: 'shop',
      percent: 20,
      startDate: '2026-03-01',
      endDate: '2026-03-07',
    };
    const totalOn = (date: string) => priceCart([line(item('friet', 1000))], [rule], date).totalCents;
    expect([
      totalOn('2026-02-28'),
      totalOn('2026-03-01'),
      totalOn('2026-03-07'),
      totalOn('2026-03-08'),
    ]).toEqual([1000, 800, 800, 1000]);
  });

  it('gives one VAT line per rate, lowest first, each from its own gross', () => {
    const cart = priceCart(
      [line(item('wijn', 1210, 21)), line(item('friet', 1060, 6)), line(item('pasta', 1120, 12))],
      [],
      day,
    );
    expect(cart.vatLines).toEqual([
      { rate: 6, grossCents: 1060, vatCents: 60 },
      { rate: 12, grossCents: 1120, vatCents: 120 },
      { rate: 21, grossCents: 1210, vatCents: 210 },
    ]);
    expect(cart.vatCents).toBe(390);
    expect(cart.subtotalCents).toBe(3000);
    expect(cart.totalCents).toBe(3390);
  });

  it('prices an empty cart at zero', () => {
    expect(priceCart([], [], day)).toEqual({
      lines: [],
      vatLines: [],
      totalCents: 0,
      vatCents: 0,
      subtotalCents: 0,
      discountCents: 0,
    });
  });

  it('refuses a quantity that is not a whole number of 1 or more', () => {
    for (const quantity of [0, -1, 1.5, Number.NaN])
      expect(() => priceCart([line(item('friet', 450), quantity)], [], day)).toThrow(RangeError);
  });
});

// Small pools of ids, collections and days, so that discounts often hit the items they are drawn with.
const ids = ['a', 'b', 'c'];
const collections = ['snacks', 'drinks'];
const dayOf = (offset: number) => addDays('2026-03-01', offset);
const calendarDay = fc.integer({ min: 0, max: 9 }).map(dayOf);
const percent = fc.integer({ min: 1, max: 9_999 }).map((hundredths) => hundredths / 100);
const period = fc
  .tuple(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 5 }))
  .map(([start, length]) => ({ startDate: dayOf(start), endDate: dayOf(start + length) }));

const discountRule: fc.Arbitrary<DiscountRule> = fc.oneof(
  fc.tuple(percent, period, fc.subarray(ids), fc.subarray(ids)).map(([pct, dates, productIds, menuIds]) => ({
    appliesTo: 'items' as const,
    productIds,
    menuIds,
    percent: pct,
    ...dates,
  })),
  fc.tuple(percent, period, fc.constantFrom(...collections)).map(([pct, dates, collectionId]) => ({
    appliesTo: 'collection' as const,
    collectionId,
    percent: pct,
    ...dates,
  })),
  fc.tuple(percent, period).map(([pct, dates]) => ({ appliesTo: 'shop' as const, percent: pct, ...dates })),
);

const extra = fc.integer({ min: 0, max: 5_000 }).map(cents);
const cartLine: fc.Arbitrary<CartLine> = fc
  .record({
    id: fc.constantFrom(...ids),
    kind: fc.constantFrom('product' as const, 'menu' as const),
    collectionId: fc.option(fc.constantFrom(...collections), { nil: null }),
    basePriceCents: fc.integer({ min: 1, max: 9_999_999 }).map(cents),
    vatRate: fc.constantFrom(...VAT_RATES),
    extras: fc.array(extra, { minLength: 1, maxLength: 3 }),
    chosen: fc.array(fc.nat({ max: 2 }), { maxLength: 3 }),
    quantity: fc.integer({ min: 1, max: 20 }),
  })
  .map(({ extras, chosen, quantity, ...rest }) => ({
    item: {
      ...rest,
      optionGroups: [
        {
          name: 'Extra',
          type: 'multiselect',
          required: false,
          maxSelections: extras.length,
          options: extras.map((priceCents, index) => ({ name: `Extra ${index}`, priceCents })),
        },
      ],
    },
    quantity,
    selectedOptions: { 0: chosen },
  }));

const carts = fc.array(cartLine, { maxLength: 8 });
const rules = fc.array(discountRule, { maxLength: 8 });
const sum = (amounts: Cents[]) => amounts.reduce((total, amount) => total + amount, 0);

describe('priceCart, properties', () => {
  it('Subtotaal + BTW = Totaal to the cent, and Totaal = Σ lines', () => {
    fc.assert(
      fc.property(carts, rules, calendarDay, (lines, discounts, date) => {
        const cart = priceCart(lines, discounts, date);
        expect(cart.subtotalCents + cart.vatCents).toBe(cart.totalCents);
        expect(cart.totalCents).toBe(sum(cart.lines.map((priced) => priced.lineCents)));
        expect(cart.vatCents).toBe(sum(cart.vatLines.map((vat) => vat.vatCents)));
        expect(sum(cart.vatLines.map((vat) => vat.grossCents))).toBe(cart.totalCents);
      }),
    );
  });

  it('Korting is exactly what the discounts took off the full prices', () => {
    fc.assert(
      fc.property(carts, rules, calendarDay, (lines, discounts, date) => {
        const cart = priceCart(lines, discounts, date);
        const fullTotal = sum(cart.lines.map((priced) => cents(priced.fullUnitCents * priced.quantity)));
        expect(cart.totalCents + cart.discountCents).toBe(fullTotal);
      }),
    );
  });

  it('never raises a price nor makes one negative', () => {
    fc.assert(
      fc.property(carts, rules, calendarDay, (lines, discounts, date) => {
        for (const priced of priceCart(lines, discounts, date).lines) {
          expect(priced.unitCents).toBeGreaterThanOrEqual(0);
          expect(priced.unitCents).toBeLessThanOrEqual(priced.fullUnitCents);
          expect(priced.lineCents).toBe(priced.unitCents * priced.quantity);
        }
      }),
    );
  });

  it('gives a 6 % cart the subtotal total / 1.06', () => {
    const sixPercentLines = carts.map((lines) =>
      lines.map((cartLine) => ({ ...cartLine, item: { ...cartLine.item, vatRate: 6 as const } })),
    );
    fc.assert(
      fc.property(sixPercentLines, rules, calendarDay, (lines, discounts, date) => {
        const cart = priceCart(lines, discounts, date);
        // 106 is odd, so total × 100 / 106 never ends in exactly half a cent: Math.round is safe here.
        expect(cart.subtotalCents).toBe(Math.round(cart.totalCents / 1.06));
      }),
    );
  });

  it('gives the same numbers in any order of the discounts', () => {
    const rulesAndShuffle = rules.chain((discounts) =>
      fc.tuple(fc.constant(discounts), fc.shuffledSubarray(discounts, { minLength: discounts.length })),
    );
    fc.assert(
      fc.property(carts, rulesAndShuffle, calendarDay, (lines, [discounts, shuffled], date) => {
        expect(priceCart(lines, shuffled, date)).toEqual(priceCart(lines, discounts, date));
      }),
    );
  });

  it('is pure: the same cart gives the same numbers and is left as it was', () => {
    fc.assert(
      fc.property(carts, rules, calendarDay, (lines, discounts, date) => {
        const before = structuredClone({ lines, discounts });
        const first = priceCart(lines, discounts, date);
        expect(priceCart(lines, discounts, date)).toEqual(first);
        expect({ lines, discounts }).toEqual(before);
      }),
    );
  });
});
