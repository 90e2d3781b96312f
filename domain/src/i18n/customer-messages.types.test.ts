import { beforeAll, describe, expect, it } from 'vitest';
import { typeErrors } from '../test/type-probes';

const PRELUDE = `import type { Translations } from './customer-messages';
const DUTCH = { slotFull: 'Volzet.', soldOut: (name: string) => \`\${name} is uitverkocht.\` } as const;
`;

const SNIPPETS = {
  complete: `export const table: Translations<typeof DUTCH> = {
  slotFull: { fr: 'Complet.', en: 'Full.' },
  soldOut: { fr: (name) => \`Épuisé : \${name}.\`, en: (name) => \`\${name} is sold out.\` },
};`,
  withoutEnglish: `export const table: Translations<typeof DUTCH> = {
  slotFull: { fr: 'Complet.' },
  soldOut: { fr: (name) => \`Épuisé : \${name}.\`, en: (name) => \`\${name} is sold out.\` },
};`,
  withoutAMessage: `export const table: Translations<typeof DUTCH> = {
  slotFull: { fr: 'Complet.', en: 'Full.' },
};`,
  parameterisedAsText: `export const table: Translations<typeof DUTCH> = {
  slotFull: { fr: 'Complet.', en: 'Full.' },
  soldOut: { fr: 'Épuisé.', en: (name) => \`\${name} is sold out.\` },
};`,
};

describe('the customer messages catalogue type', () => {
  let errors: Record<keyof typeof SNIPPETS, string[]>;
  beforeAll(() => {
    errors = typeErrors(SNIPPETS, {
      dir: new URL('.', import.meta.url),
      prefix: 'customer-messages-probe',
      prelude: PRELUDE,
      resolveJsonModule: true,
    });
  }, 60_000);

  it('takes a table with every message in French and English', () => {
    expect(errors.complete).toEqual([]);
  });

  it.each([
    ['a message without its English', 'withoutEnglish', /Property 'en' is missing/],
    ['a table without one of the messages', 'withoutAMessage', /Property 'soldOut' is missing/],
    ['a parameterised message translated as a fixed text', 'parameterisedAsText', /not assignable/],
  ] as const)('refuses %s', (_, snippet, error) => {
    expect(errors[snippet]).toEqual([expect.stringMatching(error)]);
  });
});
