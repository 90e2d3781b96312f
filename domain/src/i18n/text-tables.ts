import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages';

/**
 * The one rule for a fixed text a person reads outside the browser's Lingui catalogues: it lives in
 * a table, and a table says who reads it.
 *
 * - `languageTable({ nl, fr, en })`: a customer reads it, so every language is required by the type
 *   and the table is opened only in a language, `textsIn(table, language)`.
 * - `ownerTable({ nl })`: the owner reads it (the dashboard's language is Dutch), opened by
 *   `ownerTexts(table)`. It cannot be opened in a customer's language: an owner's text in a
 *   customer's mail fails typecheck.
 *
 * A table whose language lacks a text its Dutch has (a table built around the type, a JSON one)
 * falls back to the Dutch text and tells `onUntranslated`'s listeners, as `translateMessage` does
 * for a Dutch message it has no translation of.
 */

/** What a listener hears: which text (a table's name and key, or the Dutch message), in which language. */
export interface UntranslatedText {
  id: string;
  language: Language;
}

export type UntranslatedListener = (miss: UntranslatedText) => void;

const listeners = new Set<UntranslatedListener>();

/** Hears every text asked in a language that has none; returns the call that stops hearing. */
export function onUntranslated(listener: UntranslatedListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells the listeners that `id` has no text in `language` (it was shown in Dutch). */
export function reportUntranslated(id: string, language: Language): void {
  for (const listener of listeners) listener({ id, language });
}

type Texts = object;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isMissing(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * `texts` with every text Dutch has and it lacks taken from Dutch, and the keys so taken
 * ('states.paid'): nested tables are filled key by key, as a language's whole table may be.
 */
function filled(dutch: unknown, texts: unknown, path: string, missing: string[]): unknown {
  if (isMissing(texts)) {
    missing.push(path);
    return dutch;
  }
  if (!isPlainObject(dutch) || !isPlainObject(texts)) return texts;
  const result: Record<string, unknown> = { ...texts };
  for (const key of Object.keys(dutch))
    result[key] = filled(dutch[key], texts[key], path ? `${path}.${key}` : key, missing);
  return result;
}

class CustomerTable<T extends Texts> {
  readonly audience = 'customer' as const;
  readonly #texts: Readonly<Record<Language, T>>;
  readonly #missing: Readonly<Record<Language, readonly string[]>>;

  constructor(
    texts: Record<Language, T>,
    readonly name: string,
  ) {
    const byLanguage = {} as Record<Language, T>;
    const missing = {} as Record<Language, string[]>;
    for (const language of LANGUAGES) {
      missing[language] = [];
      byLanguage[language] =
        language === DEFAULT_LANGUAGE
          ? texts[language]
          : (filled(texts[DEFAULT_LANGUAGE], texts[language], '', missing[language]) as T);
    }
    this.#texts = byLanguage;
    this.#missing = missing;
  }

  open(language: Language): T {
    for (const key of this.#missing[language])
      reportUntranslated(key ? `${this.name}.${key}` : this.name, language);
    return this.#texts[language];
  }
}

class DutchTable<T extends Texts> {
  readonly audience = 'owner' as const;
  readonly #texts: T;

  constructor(
    texts: T,
    readonly name: string,
  ) {
    this.#texts = texts;
  }

  open(): T {
    return this.#texts;
  }
}

/** Texts a customer reads, one set per language; opened only by `textsIn`. */
export type LanguageTable<T extends Texts> = CustomerTable<T>;

/** Texts the shop's owner reads, Dutch only; opened only by `ownerTexts`. */
export type OwnerTable<T extends Texts> = DutchTable<T>;

/** A customer's texts: Dutch, French and English each a full `T`, or typecheck fails. */
export function languageTable<T extends Texts>(
  texts: { nl: T; fr: NoInfer<T>; en: NoInfer<T> },
  name = 'texts',
): LanguageTable<T> {
  return new CustomerTable(texts, name);
}

/** The owner's texts: Dutch, as the dashboard. */
export function ownerTable<T extends Texts>(texts: { nl: T }, name = 'owner texts'): OwnerTable<T> {
  return new DutchTable(texts.nl, name);
}

/** A customer table's texts in `language`; a text that language lacks reads Dutch and is reported. */
export function textsIn<T extends Texts>(table: LanguageTable<T>, language: Language): T {
  return table.open(language);
}

/** An owner table's (Dutch) texts. */
export function ownerTexts<T extends Texts>(table: OwnerTable<T>): T {
  return table.open();
}
