import { TRANSLATION_LANGUAGES, type Language, type TranslationLanguage } from './languages';

/** The texts of one piece of content (an item, a collection, a choice …) another language can give. */
export interface TranslatedTexts {
  name?: string;
  description?: string;
}

/**
 * An owner's translations of a piece of content: `{ fr: { name, description }, en: { … } }`, every
 * language and field optional. Dutch is the content's own fields.
 */
export type ContentTranslations = Partial<Record<TranslationLanguage, TranslatedTexts>>;

/**
 * The text a customer reading `language` sees: the translation when the owner gave one, else the
 * Dutch text — field by field, so a translated name with an untranslated description reads well.
 */
export function translatedText(
  dutch: string,
  translations: ContentTranslations | null | undefined,
  field: keyof TranslatedTexts,
  language: Language,
): string {
  if (language === 'nl') return dutch;
  const text = translations?.[language]?.[field]?.trim();
  return text ? text : dutch;
}

/** Anything a customer reads by name: the Dutch name, and the owner's translations if any. */
export interface NamedPiece {
  name: string;
  translations?: ContentTranslations | null;
}

/**
 * The name of an item, a menu, an option group or a choice as a customer reading `language` reads
 * it: the one rule for a name, whether the shop page shows it or an order keeps it.
 */
export function nameIn(piece: NamedPiece, language: Language): string {
  return translatedText(piece.name, piece.translations, 'name', language);
}

/** Translations without empty texts or languages, as they are stored. */
export function compactTranslations(translations: ContentTranslations): ContentTranslations {
  const compact: ContentTranslations = {};
  for (const language of TRANSLATION_LANGUAGES) {
    const texts = translations[language];
    if (!texts) continue;
    const kept = Object.fromEntries(
      Object.entries(texts).filter(([, text]) => typeof text === 'string' && text.trim() !== ''),
    ) as TranslatedTexts;
    if (Object.keys(kept).length > 0) compact[language] = kept;
  }
  return compact;
}
