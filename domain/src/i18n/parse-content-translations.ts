import { compactTranslations, type ContentTranslations, type TranslatedTexts } from './content-translations';
import { TRANSLATION_LANGUAGES, type TranslationLanguage } from './languages';
import { MESSAGES } from '../messages';
import { failure, isRecord, readBody, valid, type FieldErrors, type Parsed } from '../parsing';
import { maxLength, readText } from '../validation';

export const TRANSLATION_MESSAGES = {
  malformedJson: 'De vertalingen zijn geen geldige JSON.',
  wrongShape: 'Geef de vertalingen per taal, zoals { "fr": { … }, "en": { … } }.',
  unknownLanguage: (language: string) =>
    `Onbekende taal: ${language}. Vertalingen zijn Frans (fr) of Engels (en).`,
} as const;

/** Which texts a piece of content can be translated in, each with its Dutch field's longest length. */
export type TranslatableFields = Partial<Record<keyof TranslatedTexts, number>>;

export interface ContentTranslationsOptions {
  fields: TranslatableFields;
  /** Prefix of the error keys, so a form shows each message beside its field: `translations.fr.name`. */
  field?: string;
}

const isTranslationLanguage = (value: string): value is TranslationLanguage =>
  (TRANSLATION_LANGUAGES as readonly string[]).includes(value);

/**
 * An owner's translations as a form sends them (JSON text in a multipart form, or parsed JSON):
 * `{ fr?: { name?, description? }, en?: … }`, only the given fields, each as long as its Dutch field
 * may be, trimmed; empty texts and languages are dropped (blank means: the customer reads Dutch).
 */
export function parseContentTranslations(
  input: unknown,
  { fields, field = 'translations' }: ContentTranslationsOptions,
): Parsed<ContentTranslations> {
  if (input === undefined || input === null || input === '') return valid({});
  let value = input;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return failure({ [field]: TRANSLATION_MESSAGES.malformedJson });
    }
  }
  if (!isRecord(value)) return failure({ [field]: TRANSLATION_MESSAGES.wrongShape });

  const errors: FieldErrors = {};
  const translations: ContentTranslations = {};
  for (const [language, texts] of Object.entries(value)) {
    const path = `${field}.${language}`;
    if (!isTranslationLanguage(language)) errors[path] = TRANSLATION_MESSAGES.unknownLanguage(language);
    else if (texts === undefined || texts === null) continue;
    else if (!isRecord(texts)) errors[path] = MESSAGES.wrongType;
    else translations[language] = readTexts(texts, fields, `${path}.`, errors);
  }
  return Object.keys(errors).length > 0 ? failure(errors) : valid(compactTranslations(translations));
}

function readTexts(
  texts: Record<string, unknown>,
  limits: TranslatableFields,
  path: string,
  errors: FieldErrors,
): TranslatedTexts {
  const known = Object.keys(limits) as (keyof TranslatedTexts)[];
  Object.assign(errors, readBody(texts, known, path).errors);
  const read: TranslatedTexts = {};
  for (const name of known) {
    const text = readText(texts[name], MESSAGES.wrongType, maxLength(limits[name] ?? 0));
    if (text.ok) read[name] = text.value;
    else errors[`${path}${name}`] = text.message;
  }
  return read;
}

/**
 * `{ translations }` when a body sent the field, nothing when it did not: an edit from a client that
 * knows no translations keeps the stored ones; `{}` clears them.
 */
export function readSentTranslations(
  value: unknown,
  options: ContentTranslationsOptions,
): { translations?: Parsed<ContentTranslations> } {
  return value === undefined ? {} : { translations: parseContentTranslations(value, options) };
}

/** One translated text as a form checks it beside its field: the same rule as the whole. */
export function checkTranslatedText(
  value: unknown,
  field: keyof TranslatedTexts,
  fields: TranslatableFields,
): string | undefined {
  const parsed = parseContentTranslations({ fr: { [field]: value } }, { fields });
  return parsed.ok ? undefined : Object.values(parsed.errors)[0];
}
