import {
  compactTranslations,
  TRANSLATION_LANGUAGES,
  type ContentTranslations,
  type TranslatedTexts,
  type TranslationLanguage,
} from '@bestelklaar/domain';

/** A text content can be translated in: its name, its description. */
export type TranslatedField = keyof TranslatedTexts;

/** The dashboard's names of the languages an owner translates into (the dashboard stays Dutch). */
export const TRANSLATION_LANGUAGE_LABELS: Record<TranslationLanguage, string> = {
  fr: 'Frans',
  en: 'Engels',
};

export const TRANSLATION_HINT = 'Leeg gelaten: de klant ziet de Nederlandse tekst.';

/** What the API takes of a form's translations: trimmed, without empty texts or languages. */
export function translationsOf(values: ContentTranslations): ContentTranslations {
  const trimmed: ContentTranslations = {};
  for (const language of TRANSLATION_LANGUAGES) {
    const texts = values[language];
    if (texts)
      trimmed[language] = Object.fromEntries(
        Object.entries(texts).map(([field, text]) => [field, typeof text === 'string' ? text.trim() : '']),
      );
  }
  return compactTranslations(trimmed);
}
