import type { ContentTranslations } from './content-translations';

/**
 * `{ translations }` for a view when the owner gave any, else nothing: content without translations
 * reads exactly as it did before there were any.
 */
export function translationsField(translations: ContentTranslations | null | undefined): {
  translations?: ContentTranslations;
} {
  return translations && Object.keys(translations).length > 0 ? { translations } : {};
}
