/**
 * The languages a shop page speaks to its customers. Dutch is the spec's language, the dashboard's,
 * and the fallback for any text not given in another language.
 */
export const LANGUAGES = ['nl', 'fr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'nl';

/** The languages beside Dutch that content (item names, descriptions …) can be given in. */
export const TRANSLATION_LANGUAGES = ['fr', 'en'] as const satisfies readonly Language[];
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];

/** Locales for numbers, dates and plurals: the shop is in Belgium whatever its customer reads. */
export const LOCALES: Record<Language, string> = { nl: 'nl-BE', fr: 'fr-BE', en: 'en-BE' };

/** Each language in itself, as the switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  nl: 'Nederlands',
  fr: 'Français',
  en: 'English',
};

/** The query parameter that names a page's language, so a link can be shared in it. */
export const LANGUAGE_PARAMETER = 'lang';

/** The cookie keeping a customer's choice, so the server renders the next page in it. */
export const LANGUAGE_COOKIE = 'taal';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** 'fr', 'FR' or 'fr-BE' → 'fr'; anything else → undefined. */
export function parseLanguage(value: unknown): Language | undefined {
  if (typeof value !== 'string') return undefined;
  const primary = value.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : undefined;
}

/**
 * The first language of an `Accept-Language` header (or of `navigator.languages`) the shop
 * speaks, by the weights given; undefined when it names none.
 */
export function languageFromPreferences(
  preferences: string | readonly string[] | null | undefined,
): Language | undefined {
  if (!preferences) return undefined;
  const entries = typeof preferences === 'string' ? preferences.split(',') : preferences;
  const ranked = entries
    .slice(0, 32)
    .map((entry, index) => {
      const [tag = '', ...parameters] = entry.split(';');
      const quality = parameters.find((parameter) => /^\s*q\s*=/i.test(parameter));
      // A weight outside 0 to 1 (or unreadable) makes the entry unreadable: it is skipped.
      const weight =
        quality === undefined ? '1' : /^\s*q\s*=\s*(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)\s*$/i.exec(quality)?.[1];
      return { language: parseLanguage(tag), weight: weight === undefined ? 0 : Number(weight), index };
    })
    .filter((entry) => entry.language !== undefined && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked[0]?.language;
}

export interface LanguageSources {
  /** `?lang=` of the address: a shared link speaks its language. */
  query?: string | null;
  /** The customer's own earlier choice (the cookie, or the browser's storage). */
  stored?: string | null;
  /** `Accept-Language`, or `navigator.languages` in the browser. */
  preferences?: string | readonly string[] | null;
  /** The shop's own default language (its setting). */
  shopDefault?: Language;
}

/** The language of a customer's page: the link's, then their choice, then their browser's, then the shop's. */
export function resolveLanguage(sources: LanguageSources): Language {
  return (
    parseLanguage(sources.query) ??
    parseLanguage(sources.stored) ??
    languageFromPreferences(sources.preferences) ??
    sources.shopDefault ??
    DEFAULT_LANGUAGE
  );
}
