import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { priceCart, type CartLine } from './cart-pricing';
import type { DiscountRule } from './discount-rules';
import { formatTotalsAmount, totalsRows, totalsView, type TotalsRow } from './totals-lines';
import { includedVatCents } from './vat';
import { VAT_RATES, type VatRate } from './vat-rate';
import { cents, sumCents } from '../money';

const day = '2026-03-10';
const thisMonth = { startDate: '2026-03-01', endDate: '2026-03-31' };

const line = (id: string, priceCents: number, quantity = 1, vatRate: VatRate = 6): CartLine => ({
  item: {
    id,
    kind: 'product',
    collectionId: null,
    basePriceCents: cents(priceCents),
    vatRate,
    optionGroups: [],
  },
  quantity,
  selectedOptions: {},
});

const shopDiscount = (percent: number): DiscountRule => ({ appliesTo: 'shop', percent, ...thisMonth });

const rowsOf = (lines: CartLine[], rules: DiscountRule[] = []) =>
  totalsRows(totalsView(priceCart(lines, rules, day).lines));

const shown = (rows: TotalsRow[]) => rows.map((row) => [row.label, row.text.replace(/\s/g, ' ')]);

/** What a person gets adding the shown amounts, with their signs, above Totaal: in cents. */
const addedUp = (rows: TotalsRow[]) =>
  rows.filter((row) => row.kind !== 'total').reduce((sum, row) => sum + Math.round(row.amount * 100), 0);
const totalOf = (rows: TotalsRow[]) => Math.round(rows.find((row) => row.kind === 'total')!.amount * 100);

describe('totalsRows, worked examples', () => {
  it('shows no Korting without a discount: Subtotaal + BTW = Totaal', () => {
    expect(shown(rowsOf([line('friet', 450, 2), line('cola', 160)]))).toEqual([
      ['Subtotaal', '€ 10,00'],
      ['BTW (6%)', '€ 0,60'],
      ['Totaal', '€ 10,60'],
    ]);
  });

  it('shows Korting negative, without VAT, and the VAT on the discounted amount', () => {
    // 27,36 + 10 % off: 24,62 paid (the unit 27,36 − 2,736 rounds to 24,62), of which 1,39 VAT.
    // Without VAT: 25,81 before and 23,23 after the discount, so Korting is 2,58.
    const rows = rowsOf([line('schotel', 2736)], [shopDiscount(10)]);
    expect(shown(rows)).toEqual([
      ['Subtotaal', '€ 25,81'],
      ['BTW (6%)', '€ 1,39'],
      ['Korting', '-€ 2,58'],
      ['Totaal', '€ 24,62'],
    ]);
    expect(addedUp(rows)).toBe(2462);
  });

  it('gives each rate its own BTW line, lowest first, and one Korting over all', () => {
    const rows = rowsOf([line('wijn', 1500, 1, 21), line('soep', 550, 2, 6)], [shopDiscount(20)]);
    expect(rows.map((row) => row.label)).toEqual(['Subtotaal', 'BTW (6%)', 'BTW (21%)', 'Korting', 'Totaal']);
    // 20 % off: soep 4,40 × 2 = 8,80 (0,50 VAT), wijn 12,00 (2,08 VAT).
    expect(shown(rows).slice(1, 3)).toEqual([
      ['BTW (6%)', '€ 0,50'],
      ['BTW (21%)', '€ 2,08'],
    ]);
    expect(addedUp(rows)).toBe(totalOf(rows));
    expect(totalOf(rows)).toBe(2080);
  });

  it('keeps the spec’s BTW (6%) line at € 0,00 for an empty cart', () => {
    expect(shown(rowsOf([]))).toEqual([
      ['Subtotaal', '€ 0,00'],
      ['BTW (6%)', '€ 0,00'],
      ['Totaal', '€ 0,00'],
    ]);
  });

  it('writes a negative amount with the minus before the euro sign', () => {
    expect(formatTotalsAmount(-1.12).replace(/\s/g, ' ')).toBe('-€ 1,12');
    expect(formatTotalsAmount(-1234.5).replace(/\s/g, ' ')).toBe('-€ 1.234,50');
    expect(formatTotalsAmount(0).replace(/\s/g, ' ')).toBe('€ 0,00');
  });
});

const cartLine: fc.Arbitrary<CartLine> = fc
  .record({
    id: fc.constantFrom('a', 'b', 'c', 'd'),
    price: fc.integer({ min: 1, max: 999_999 }),
    quantity: fc.integer({ min: 1, max: 20 }),
    vatRate: fc.constantFrom(...VAT_RATES),
  })
  .map(({ id, price, quantity, vatRate }) => line(id, price, quantity, vatRate));
const percent = fc.integer({ min: 1, max: 9_999 }).map((hundredths) => hundredths / 100);
const discountRule: fc.Arbitrary<DiscountRule> = fc.oneof(
  percent.map(shopDiscount),
  fc.tuple(percent, fc.subarray(['a', 'b', 'c', 'd'])).map(([pct, productIds]) => ({
    appliesTo: 'items' as const,
    productIds,
    menuIds: [],
    percent: pct,
    ...thisMonth,
  })),
);
const carts = fc.array(cartLine, { maxLength: 8 });
const rules = fc.array(discountRule, { maxLength: 3 });

describe('totalsRows, over many random carts', () => {
  it('adds up top to bottom to Totaal exactly, to the cent', () => {
    fc.assert(
      fc.property(carts, rules, (lines, discounts) => {
        const rows = rowsOf(lines, discounts);
        expect(addedUp(rows)).toBe(totalOf(rows));
      }),
      { numRuns: 2_000 },
    );
  });

  it('charges what the cart charges: Totaal is the cart’s total and BTW the VAT inside its lines per rate', () => {
    fc.assert(
      fc.property(carts, rules, (lines, discounts) => {
        const cart = priceCart(lines, discounts, day);
        const rows = totalsRows(totalsView(cart.lines));
        expect(totalOf(rows)).toBe(cart.totalCents);
        const vat = rows.filter((row) => row.kind === 'vat').map((row) => Math.round(row.amount * 100));
        if (cart.lines.length > 0) expect(vat).toEqual(cart.vatLines.map((rate) => rate.vatCents));
      }),
      { numRuns: 1_000 },
    );
  });

  it('shows Subtotaal as the full prices without VAT, and Korting only when there is one, negative', () => {
    fc.assert(
      fc.property(carts, rules, (lines, discounts) => {
        const cart = priceCart(lines, discounts, day);
        const rows = totalsRows(totalsView(cart.lines));
        const rates = [...new Set(cart.lines.map((priced) => priced.vatRate))];
        const fullNet = sumCents(
          rates.map((rate) => {
            const full = sumCents(
              cart.lines
                .filter((priced) => priced.vatRate === rate)
                .map((priced) => cents(priced.fullUnitCents * priced.quantity)),
            );
            return cents(full - includedVatCents(full, rate));
          }),
        );
        expect(Math.round(rows[0]!.amount * 100)).toBe(fullNet);
        const korting = rows.filter((row) => row.kind === 'discount');
        if (cart.discountCents === 0) expect(korting).toEqual([]);
        for (const row of korting) {
          expect(row.amount).toBeLessThan(0);
          expect(row.text.startsWith('-€')).toBe(true);
          // Without VAT it is never more than what the discounts took off with it.
          expect(-Math.round(row.amount * 100)).toBeLessThanOrEqual(cart.discountCents);
        }
      }),
      { numRuns: 1_000 },
    );
  });
});
