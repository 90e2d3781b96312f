import { describe, expect, it } from 'vitest';
import { buyerPeppolId, enterpriseNumberOfVatNumber, isEnterpriseNumber } from './peppol-id';

describe('buyerPeppolId', () => {
  it('reaches a Belgian by the enterprise number under 0208', () => {
    expect(buyerPeppolId('BE 0403.123.486')).toEqual({ scheme: '0208', id: '0403123486' });
  });

  it('reaches another EU buyer by its VAT number under its country scheme', () => {
    expect(buyerPeppolId('NL123456789B01')).toEqual({ scheme: '9944', id: 'NL123456789B01' });
    expect(buyerPeppolId('de 123456789')).toEqual({ scheme: '9930', id: 'DE123456789' });
  });

  it('refuses a Belgian number that fails its mod-97 check, and an unknown prefix', () => {
    expect(buyerPeppolId('BE0403123487')).toBeUndefined();
    expect(buyerPeppolId('XX123')).toBeUndefined();
  });
});

describe('isEnterpriseNumber', () => {
  it.each([
    ['0123456749', true],
    ['0403123486', true],
    ['0403123487', false],
    ['2403123486', false],
    ['040312348', false],
  ])('%s → %s', (value, valid) => {
    expect(isEnterpriseNumber(value)).toBe(valid);
  });

  it('reads it from a Belgian VAT number only', () => {
    expect(enterpriseNumberOfVatNumber('BE0123456749')).toBe('0123456749');
    expect(enterpriseNumberOfVatNumber('NL0123456749')).toBeUndefined();
  });
});
