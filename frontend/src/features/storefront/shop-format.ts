import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { PriceFormat } from '@bestelklaar/design-system';
import {
  ALLERGEN_NAMES_IN,
  DEFAULT_LANGUAGE,
  DIETARY_NAMES_IN,
  formatMoney,
  formatSurcharge,
  parseLanguage,
  textsIn,
} from '@bestelklaar/domain';

/** How the shop's pages write money, allergens and diets in the language they show. */
export function useShopFormat() {
  const { i18n, t } = useLingui();
  const language = parseLanguage(i18n.locale) ?? DEFAULT_LANGUAGE;
  return useMemo(() => {
    const money = (euros: number) => formatMoney(euros, language);
    const priceFormat: PriceFormat = {
      format: money,
      originalLabel: t`Oorspronkelijke prijs: `,
      nowLabel: t`Nu: `,
    };
    return {
      language,
      money,
      /** An option's extra price, the very text mails and tickets write ('+ € 0,50', '+0,50 €'). */
      surcharge: (euros: number) => formatSurcharge(euros, language),
      priceFormat,
      allergenNames: textsIn(ALLERGEN_NAMES_IN, language),
      dietaryNames: textsIn(DIETARY_NAMES_IN, language),
    };
  }, [language, t]);
}
