/** A one-line address split into the parts search engines read (schema.org's PostalAddress). */
export interface PostalAddressParts {
  streetAddress: string;
  postalCode?: string;
  addressLocality?: string;
  /** ISO 3166-1 alpha-2, only when the postal code says it (a Belgian one: four digits). */
  addressCountry?: string;
}

/**
 * The last comma parts the street from the place, which starts with its postal code: Belgian
 * 'Kerkstraat 1, 9000 Gent', Dutch '1012 AB Amsterdam', French or German five digits, 'L-1234'.
 */
const PLACE = /^([A-Z]{1,2}-)?(\d{4}(?: ?[A-Z]{2})?|\d{5})\s+(\S.*)$/i;

/**
 * The shop's one-line address as street, postal code and place where it reads as
 * 'Straat 1, 1000 Brussel'; otherwise the whole line as the street, which is still true.
 */
export function postalAddressOf(line: string): PostalAddressParts {
  const text = line.replace(/\s+/g, ' ').trim();
  const comma = text.lastIndexOf(',');
  const place = comma > 0 ? PLACE.exec(text.slice(comma + 1).trim()) : null;
  if (!place) return { streetAddress: text };
  const [, countryPrefix, code, locality] = place;
  const postalCode = code!.toUpperCase();
  return {
    streetAddress: text.slice(0, comma).trim(),
    postalCode,
    addressLocality: locality!.trim(),
    ...(!countryPrefix && /^\d{4}$/.test(postalCode) && { addressCountry: 'BE' }),
  };
}
