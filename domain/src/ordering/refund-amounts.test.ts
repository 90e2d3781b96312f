import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents, ZERO_CENTS, type Cents } from '../money';
import type { VatRate } from '../pricing/vat-rate';
import { includedVatCents } from '../pricing/vat';
import {
  amountOfLines,
  refundableCents,
  refundedFeeCents,
  refundVatParts,
  type RefundableLine,
} from './refund-amounts';

const line = fc
  .record({
    quantity: fc.integer({ min: 1, max: 99 }),
    unitPriceCents: fc.integer({ min: 0, max: 20_000 }),
    vatRate: fc.constantFrom<VatRate>(6, 12, 21),
  })
  .map(({ quantity, unitPriceCents, vatRate }): RefundableLine => ({
    quantity,
    unitPriceCents: cents(unitPriceCents),
    lineTotalCents: cents(unitPriceCents * quantity),
    vatRate,
  }));
const order = fc.array(line, { minLength: 1, maxLength: 12 });
const totalOf = (lines: readonly RefundableLine[]) => lines.reduce((sum, l) => sum + l.lineTotalCents, 0);

describe('refund arithmetic', () => {
  it('never gives back more than was paid, however the refunds come', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 50, max: 1_000_000 }),
        fc.array(fc.integer({ min: 1, max: 1_000_000 }), { maxLength: 20 }),
        (paid, asks) => {
          let refunded = 0;
          for (const ask of asks) {
            // What the server claims: only what still fits.
            if (ask <= refundableCents(cents(paid), cents(refunded))) refunded += ask;
          }
          expect(refunded).toBeLessThanOrEqual(paid);
          expect(refundableCents(cents(paid), cents(refunded))).toBe(paid - refunded);
        },
      ),
    );
  });

  it('splits a partial refund over the VAT rates to the cent, each part within its rate’s gross', () => {
    fc.assert(
      fc.property(order, fc.double({ min: 0, max: 1, noNaN: true }), (lines, fraction) => {
        const total = totalOf(lines);
        const refund = cents(Math.floor(total * fraction));
        const parts = refundVatParts(lines, refund);
        expect(parts.reduce((sum, part) => sum + part.grossCents, 0)).toBe(refund);
        for (const part of parts) {
          const rateGross = totalOf(lines.filter((l) => l.vatRate === part.rate));
          expect(part.grossCents).toBeLessThanOrEqual(rateGross);
          expect(part.vatCents).toBe(includedVatCents(part.grossCents, part.rate));
          expect(part.vatCents).toBeLessThanOrEqual(part.grossCents);
        }
      }),
    );
  });

  it('gives back each rate’s own gross when the whole order is refunded', () => {
    fc.assert(
      fc.property(order, (lines) => {
        const parts = refundVatParts(lines, cents(totalOf(lines)));
        for (const part of parts)
          expect(part.grossCents).toBe(totalOf(lines.filter((l) => l.vatRate === part.rate)));
      }),
    );
  });

  it('splits € 10 of an order of € 60 at 6 % and € 40 at 21 % as € 6 and € 4', () => {
    const lines: RefundableLine[] = [
      { quantity: 1, unitPriceCents: cents(6000), lineTotalCents: cents(6000), vatRate: 6 },
      { quantity: 2, unitPriceCents: cents(2000), lineTotalCents: cents(4000), vatRate: 21 },
    ];
    expect(refundVatParts(lines, cents(1000))).toEqual([
      { rate: 6, grossCents: 600, vatCents: 34 },
      { rate: 21, grossCents: 400, vatCents: 69 },
    ]);
  });

  it('prices a refund by lines at what each line cost, never above the line, and refuses lines not ordered', () => {
    fc.assert(
      fc.property(order, fc.array(fc.nat(), { maxLength: 5 }), (lines, picks) => {
        const choices = picks.map((pick) => ({
          position: pick % lines.length,
          quantity: 1 + (pick % lines[pick % lines.length].quantity),
        }));
        const amount = amountOfLines(lines, choices);
        const perLine = new Map<number, number>();
        for (const c of choices) perLine.set(c.position, (perLine.get(c.position) ?? 0) + c.quantity);
        const fits = [...perLine].every(([position, quantity]) => quantity <= lines[position].quantity);
        if (!fits) {
          expect(amount).toBeUndefined();
          return;
        }
        expect(amount).toBe(
          [...perLine].reduce((sum, [p, q]) => sum + lines[p].unitPriceCents * q, 0) as Cents,
        );
        expect(amount!).toBeLessThanOrEqual(totalOf(lines));
      }),
    );
    expect(amountOfLines([], [{ position: 0, quantity: 1 }])).toBeUndefined();
  });

  it('counts what earlier refunds took from a line: never more units than ordered, and the parts add up to the line', () => {
    fc.assert(
      fc.property(order, fc.nat(), fc.nat(), (lines, pick, split) => {
        const position = pick % lines.length;
        const line = lines[position];
        const first = split % (line.quantity + 1);
        const earlier = first === 0 ? [] : [{ position, quantity: first }];
        const before = amountOfLines(lines, earlier) ?? ZERO_CENTS;
        const rest = line.quantity - first;
        if (rest > 0)
          expect(before + amountOfLines(lines, [{ position, quantity: rest }], earlier)!).toBe(
            line.lineTotalCents,
          );
        expect(amountOfLines(lines, [{ position, quantity: rest + 1 }], earlier)).toBeUndefined();
      }),
    );
  });

  it('gives back the platform’s fee in proportion, never more than the fee', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 50, max: 1_000_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (paid, feeShare, refundShare) => {
          const fee = cents(Math.floor(paid * feeShare));
          const refunded = cents(Math.floor(paid * refundShare));
          const back = refundedFeeCents(fee, cents(paid), refunded);
          expect(back).toBeLessThanOrEqual(fee);
          expect(Math.abs(back - (fee * refunded) / paid)).toBeLessThanOrEqual(0.5);
        },
      ),
    );
    expect(refundedFeeCents(cents(26), cents(1275), cents(1275))).toBe(26);
  });
});
