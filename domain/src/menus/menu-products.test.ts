import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkMenuProducts, readMenuProducts } from './menu-products';

const id = (n: number) => `3f1c2b1a-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('readMenuProducts', () => {
  it('keeps the order chosen and each product once, whatever the case of the id', () => {
    expect(readMenuProducts([id(2), id(1), id(2).toUpperCase(), ` ${id(1)} `])).toEqual({
      ok: true,
      value: [id(2), id(1)],
    });
  });

  it('reads one product sent as plain text, and products sent as objects', () => {
    expect(readMenuProducts(id(1))).toEqual({ ok: true, value: [id(1)] });
    expect(readMenuProducts([{ _id: id(3) }, id(4)])).toEqual({ ok: true, value: [id(3), id(4)] });
  });

  it('reads only the entries a form sent when it skipped indexes, without walking the gap', () => {
    const sparse: string[] = [];
    sparse[0] = id(1);
    sparse[999_999_999] = id(2);
    expect(readMenuProducts(sparse)).toEqual({ ok: true, value: [id(1), id(2)] });
  });

  it('needs at least one product', () => {
    for (const none of [undefined, null, '', ' ', []])
      expect(checkMenuProducts(none)).toBe('Selecteer minstens één product.');
  });

  it('takes 50 products and refuses a 51st, counting each product once', () => {
    const fifty = Array.from({ length: 50 }, (_, n) => id(n));
    expect(readMenuProducts([...fifty, ...fifty]).ok).toBe(true);
    expect(checkMenuProducts([...fifty, id(50)])).toBe('Een menu kan maximaal 50 producten bevatten.');
  });

  it('refuses anything that is not a product id', () => {
    for (const bad of [['abc'], [42], [null], [{ _id: 7 }], [[id(1)]], { 0: id(1) }, true])
      expect(checkMenuProducts(bad)).toBe(
        'Ongeldig product. Kies de producten uit de lijst van je eigen producten.',
      );
  });

  it('gives, for any list of ids, those ids once each in first-seen order', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 60 }), { minLength: 1, maxLength: 120 }), (numbers) => {
        const distinct = [...new Set(numbers)];
        const read = readMenuProducts(numbers.map(id));
        if (distinct.length > 50) expect(read.ok).toBe(false);
        else expect(read).toEqual({ ok: true, value: distinct.map(id) });
      }),
    );
  });
});
