import { beforeAll, describe, expect, it } from 'vitest';
import { typeErrors } from './test/type-probes';

const PRELUDE = `import { addCents, centsFromEuros, type Cents } from './money';
const price: Cents = centsFromEuros(4.5);
const optionPrice = 0.5;
`;

const SNIPPETS = {
  addCents: 'export const total: Cents = addCents(price, centsFromEuros(optionPrice));',
  eurosAdded: 'export const total: Cents = price + optionPrice;',
  eurosAsCents: 'export const total: Cents = addCents(price, optionPrice);',
  plainNumber: 'export const total: Cents = 450;',
  centsAddedWithPlus: 'export const total: Cents = price + price;',
};

describe('the Cents type', () => {
  let errors: Record<keyof typeof SNIPPETS, string[]>;
  beforeAll(() => {
    errors = typeErrors(SNIPPETS, {
      dir: new URL('.', import.meta.url),
      prefix: 'money-probe',
      prelude: PRELUDE,
    });
  }, 60_000);

  it('adds cents made by the money functions', () => {
    expect(errors.addCents).toEqual([]);
  });

  it.each([
    ['a euro amount added to cents', 'eurosAdded'],
    ['a euro amount given as cents', 'eurosAsCents'],
    ['a plain number taken for cents', 'plainNumber'],
    ['two cents amounts added without addCents', 'centsAddedWithPlus'],
  ] as const)('refuses %s', (_, snippet) => {
    expect(errors[snippet]).toEqual([
      expect.stringMatching(/is not assignable to (parameter of )?type 'Cents'/),
    ]);
  });
});
