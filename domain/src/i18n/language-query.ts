import { failure, valid, type Parsed } from '../parsing';
import { isLanguage, LANGUAGE_PARAMETER, type Language } from './languages';

export const LANGUAGE_QUERY_MESSAGES = {
  unknownLanguage: 'Onbekende taal: kies nl, fr of en.',
} as const;

/**
 * `?lang=` of a public read: exactly nl, fr or en, so each language is one address a cache keeps;
 * absent (undefined) is the shop's own default language. Anything else is refused, not guessed at.
 */
export function parseLanguageQuery(value: unknown): Parsed<Language | undefined> {
  if (value === undefined) return valid(undefined);
  return isLanguage(value)
    ? valid(value)
    : failure({ [LANGUAGE_PARAMETER]: LANGUAGE_QUERY_MESSAGES.unknownLanguage });
}
