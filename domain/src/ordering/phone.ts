import { parsePhoneNumberFromString, type CountryCode, type MetadataJson } from 'libphonenumber-js/core';
import metadata from './phone-metadata.json';

/**
 * The mobile numbering plans of the countries our shops' customers live in: Belgium, the
 * Netherlands, France, Germany and Luxembourg (scripts/phone-metadata.mjs cuts them out of
 * libphonenumber-js's mobile metadata, whose validation refuses landlines).
 */
const MOBILE_PLANS = metadata as unknown as MetadataJson;

/**
 * How a number without a country code is read: as Belgian, where the shops are; a Dutch '06…'
 * number is no Belgian mobile, so it is tried as Dutch next. Other countries need their code.
 */
const NATIONAL_FORMAT_COUNTRIES: readonly CountryCode[] = ['BE', 'NL'];

function parseMobile(text: string) {
  for (const country of NATIONAL_FORMAT_COUNTRIES) {
    const number = parsePhoneNumberFromString(text, country, MOBILE_PLANS);
    if (number?.isValid()) return number;
  }
  return undefined;
}

/**
 * A mobile number from the region in E.164, or undefined when it is not one: '0470 12 34 56',
 * '0032 470 12 34 56' → '+32470123456', '06 12345678' → '+31612345678', '+33 6 12 34 56 78' →
 * '+33612345678'.
 */
export function normalisePhone(value: string): string | undefined {
  const text = value.trim();
  if (text.length === 0 || text.length > 30) return undefined;
  return parseMobile(text)?.number;
}

/**
 * A number as people read it, grouped the international way ('+32 470 12 34 56'); one that is no
 * mobile from the region (a number saved before this rule) as it was stored.
 */
export function formatPhone(value: string): string {
  const text = value.trim();
  return (text.length <= 30 && parseMobile(text)?.formatInternational()) || value;
}
