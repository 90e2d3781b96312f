import { normalisePhone } from '../ordering/phone';

/** The countries a shop can take payments from (its connected account's country). */
export type ShopCountry = 'BE' | 'NL';

/**
 * The country a shop's connected account is opened in, read from its contact GSM: a Dutch mobile
 * number ('06 12345678', '+31 6 …') makes it the Netherlands; anything else Belgium, where most
 * shops are.
 */
export function shopCountry(contactGsm: string): ShopCountry {
  return normalisePhone(contactGsm)?.startsWith('+31') ? 'NL' : 'BE';
}
