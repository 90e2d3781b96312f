import { useLingui } from '@lingui/react';
import { DEFAULT_LANGUAGE, parseLanguage, type Language } from '@bestelklaar/domain';

/** The language the shop's pages show now; a component using it follows the customer's switch. */
export function usePageLanguage(): Language {
  const { i18n } = useLingui();
  return parseLanguage(i18n.locale) ?? DEFAULT_LANGUAGE;
}
