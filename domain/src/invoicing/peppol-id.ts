/**
 * A participant's address in the Peppol network: an identifier under a scheme of the Electronic
 * Address Scheme (EAS) code list. Belgium's is the enterprise number under 0208; other EU buyers are
 * reached by their VAT number under their country's VAT scheme.
 */
export interface PeppolId {
  scheme: string;
  id: string;
}

/** EAS codes of EU VAT numbers (Peppol's EAS code list), by the VAT number's prefix. */
export const VAT_NUMBER_SCHEMES: Readonly<Record<string, string>> = {
  AT: '9914',
  BE: '9925',
  BG: '9926',
  CY: '9928',
  CZ: '9929',
  DE: '9930',
  EE: '9931',
  EL: '9933',
  ES: '9920',
  FR: '9957',
  HR: '9934',
  HU: '9910',
  IE: '9935',
  IT: '0211',
  LT: '9937',
  LU: '9938',
  LV: '9939',
  MT: '9943',
  NL: '9944',
  PL: '9945',
  PT: '9946',
  RO: '9947',
  SI: '9949',
  SK: '9950',
};

/** The Belgian enterprise number's check: the last two digits are 97 − (the first eight mod 97). */
export function isEnterpriseNumber(value: string): boolean {
  if (!/^[01]\d{9}$/.test(value)) return false;
  return 97 - (Number(value.slice(0, 8)) % 97) === Number(value.slice(8));
}

/** 'BE0403123486' → '0403123486': a Belgian VAT number is the enterprise number behind 'BE'. */
export function enterpriseNumberOfVatNumber(vatNumber: string): string | undefined {
  const digits = /^BE(\d{10})$/.exec(vatNumber.replace(/[\s.]/g, '').toUpperCase())?.[1];
  return digits !== undefined && isEnterpriseNumber(digits) ? digits : undefined;
}

/**
 * Where Peppol reaches a buyer with this VAT number: a Belgian by its enterprise number (scheme 0208,
 * what Belgian access points register), another EU buyer by its VAT number under its country's scheme;
 * undefined for a Belgian number that fails its check or a prefix without a scheme.
 */
export function buyerPeppolId(vatNumber: string): PeppolId | undefined {
  const normalized = vatNumber.replace(/[\s.-]/g, '').toUpperCase();
  if (normalized.startsWith('BE')) {
    const enterpriseNumber = enterpriseNumberOfVatNumber(normalized);
    return enterpriseNumber === undefined ? undefined : { scheme: '0208', id: enterpriseNumber };
  }
  const scheme = VAT_NUMBER_SCHEMES[normalized.slice(0, 2)];
  return scheme === undefined ? undefined : { scheme, id: normalized };
}
