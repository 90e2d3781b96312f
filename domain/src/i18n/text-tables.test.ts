import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { typeErrors } from '../test/type-probes';
import { translateMessage } from './customer-messages';
import { LANGUAGES, type Language } from './languages';
import {
  languageTable,
  onUntranslated,
  ownerTable,
  ownerTexts,
  textsIn,
  type UntranslatedText,
} from './text-tables';
import { ORDER_MESSAGES } from '../ordering/order-messages';

interface Greeting {
  hello(name: string): string;
  bye: string;
  states: { open: string; closed: string };
}

const GREETINGS = languageTable<Greeting>(
  {
    nl: { hello: (name) => `Dag ${name}`, bye: 'Tot ziens', states: { open: 'Open', closed: 'Gesloten' } },
    fr: { hello: (name) => `Bonjour ${name}`, bye: 'Au revoir', states: { open: 'Ouvert', closed: 'Fermé' } },
    en: { hello: (name) => `Hello ${name}`, bye: 'Goodbye', states: { open: 'Open', closed: 'Closed' } },
  },
  'GREETINGS',
);

let heard: UntranslatedText[] = [];
let stop: (() => void) | undefined;
const listen = () => {
  heard = [];
  stop = onUntranslated((miss) => heard.push(miss));
};
afterEach(() => stop?.());

describe('a customer table', () => {
  it.each(LANGUAGES)('opens in %s with that language’s texts, and reports nothing', (language: Language) => {
    listen();
    const texts = textsIn(GREETINGS, language);
    expect(texts.hello('Lotte')).toBe({ nl: 'Dag Lotte', fr: 'Bonjour Lotte', en: 'Hello Lotte' }[language]);
    expect(heard).toEqual([]);
  });

  it('reads Dutch for a text a language lacks at run time, and reports it by table and key', () => {
    // A table built around its type (a JSON one, a cast): French lacks one text and one nested text.
    const partial = languageTable<Greeting>(
      {
        nl: {
          hello: (name) => `Dag ${name}`,
          bye: 'Tot ziens',
          states: { open: 'Open', closed: 'Gesloten' },
        },
        fr: { hello: (name) => `Bonjour ${name}`, states: { open: 'Ouvert' } } as unknown as Greeting,
        en: { hello: (name) => `Hello ${name}`, bye: ' ', states: { open: 'Open', closed: 'Closed' } },
      },
      'PARTIAL',
    );
    listen();
    const french = textsIn(partial, 'fr');
    expect(french.bye).toBe('Tot ziens');
    expect(french.states).toEqual({ open: 'Ouvert', closed: 'Gesloten' });
    expect(french.hello('Lotte')).toBe('Bonjour Lotte');
    expect(heard).toEqual([
      { id: 'PARTIAL.bye', language: 'fr' },
      { id: 'PARTIAL.states.closed', language: 'fr' },
    ]);
    heard = [];
    expect(textsIn(partial, 'en').bye).toBe('Tot ziens');
    expect(heard).toEqual([{ id: 'PARTIAL.bye', language: 'en' }]);
    heard = [];
    textsIn(partial, 'nl');
    expect(heard).toEqual([]);
  });

  it('stops telling a listener once it stops listening', () => {
    const partial = languageTable<{ bye: string }>(
      { nl: { bye: 'Tot ziens' }, fr: {} as { bye: string }, en: { bye: 'Bye' } },
      'P',
    );
    listen();
    stop?.();
    textsIn(partial, 'fr');
    expect(heard).toEqual([]);
  });
});

describe('an owner table', () => {
  it('opens in Dutch only', () => {
    const owner = ownerTable({ nl: { title: 'Nieuwe bestelling' } });
    expect(ownerTexts(owner).title).toBe('Nieuwe bestelling');
  });
});

describe('a Dutch message without its translation', () => {
  it('is reported, as a table’s missing text is, and reads Dutch', () => {
    listen();
    expect(translateMessage('Een zin die niemand vertaalde.', 'fr')).toBe('Een zin die niemand vertaalde.');
    expect(translateMessage(ORDER_MESSAGES.cartEmpty, 'en')).toBe('Your basket is empty.');
    expect(translateMessage('Een zin die niemand vertaalde.', 'nl')).toBe('Een zin die niemand vertaalde.');
    expect(heard).toEqual([{ id: 'Een zin die niemand vertaalde.', language: 'fr' }]);
  });
});

const PRELUDE = `import { languageTable, ownerTable, ownerTexts, textsIn } from './text-tables';
interface Texts { title: string; hello(name: string): string }
const nl: Texts = { title: 'Titel', hello: (name) => name };
`;

const SNIPPETS = {
  complete: `export const table = languageTable<Texts>({ nl, fr: { title: 'Titre', hello: (n) => n }, en: nl });
export const french = textsIn(table, 'fr').title;
export const owner = ownerTexts(ownerTable({ nl })).title;`,
  withoutEnglish: `export const table = languageTable<Texts>({ nl, fr: nl });`,
  withoutAText: `export const table = languageTable<Texts>({ nl, fr: { title: 'Titre' }, en: nl });`,
  ownerOpenedInFrench: `export const texts = textsIn(ownerTable({ nl }), 'fr');`,
  customerOpenedAsOwner: `export const texts = ownerTexts(languageTable<Texts>({ nl, fr: nl, en: nl }));`,
  indexedByLanguage: `const table = languageTable<Texts>({ nl, fr: nl, en: nl });
export const texts = table['fr'];`,
};

describe('the tables’ types', () => {
  let errors: Record<keyof typeof SNIPPETS, string[]>;
  beforeAll(() => {
    errors = typeErrors(SNIPPETS, {
      dir: new URL('.', import.meta.url),
      prefix: 'text-tables-probe',
      prelude: PRELUDE,
    });
  }, 60_000);

  it('take a customer table with every language and an owner table with Dutch', () => {
    expect(errors.complete).toEqual([]);
  });

  it.each([
    ['a customer table without English', 'withoutEnglish', /Property 'en' is missing/],
    ['a language without one of the texts', 'withoutAText', /Property 'hello' is missing/],
    ['an owner table opened in a customer’s language', 'ownerOpenedInFrench', /not assignable/],
    ['a customer table opened as the owner’s', 'customerOpenedAsOwner', /not assignable/],
    ['a table read by language without textsIn', 'indexedByLanguage', /Property 'fr' does not exist/],
  ] as const)('refuse %s', (_, snippet, error) => {
    expect(errors[snippet]).toEqual([expect.stringMatching(error)]);
  });
});
