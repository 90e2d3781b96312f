import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/mobile';

/** Countries whose mobile numbers the shops accept: their customers live there. */
const ACCEPTED_COUNTRIES: readonly CountryCode[] = ['BE', 'NL'];

/**
 * A Belgian or Dutch mobile number in E.164 (e.g. '0470 12 34 56' → '+32470123456', '06 12345678'
 * → '+31612345678'), or undefined when it is not one. A number without a country code is tried as
 * Belgian first, then as Dutch; the mobile metadata refuses landlines.
 */
export function normalisePhone(value: string): string | undefined {
  const text = value.trim();
  if (text.length === 0 || text.length > 30) return undefined;
  for (const country of ACCEPTED_COUNTRIES) {
    const number = parsePhoneNumberFromString(text, country);
    if (number?.isValid() && number.country && ACCEPTED_COUNTRIES.includes(number.country))
      return number.number;
  }
  return undefined;
}
