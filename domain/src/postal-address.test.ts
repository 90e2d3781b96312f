import { describe, expect, it } from 'vitest';
import { postalAddressOf } from './postal-address';

describe('postalAddressOf', () => {
  it('splits a Belgian address into street, postal code and place', () => {
    expect(postalAddressOf('Kerkstraat 1, 9000 Gent')).toEqual({
      streetAddress: 'Kerkstraat 1',
      postalCode: '9000',
      addressLocality: 'Gent',
      addressCountry: 'BE',
    });
    expect(postalAddressOf(' Rue Neuve 12 bus 3 ,  1000   Bruxelles ')).toEqual({
      streetAddress: 'Rue Neuve 12 bus 3',
      postalCode: '1000',
      addressLocality: 'Bruxelles',
      addressCountry: 'BE',
    });
  });

  it('reads the neighbours’ postal codes without guessing their country', () => {
    expect(postalAddressOf('Damrak 1, 1012 lg Amsterdam')).toEqual({
      streetAddress: 'Damrak 1',
      postalCode: '1012 LG',
      addressLocality: 'Amsterdam',
    });
    expect(postalAddressOf('Grand-Rue 5, L-1661 Luxembourg')).toEqual({
      streetAddress: 'Grand-Rue 5',
      postalCode: '1661',
      addressLocality: 'Luxembourg',
    });
    expect(postalAddressOf('Rue de Lille 2, 59000 Lille')).toMatchObject({ postalCode: '59000' });
  });

  it('keeps a line it cannot split whole, as the street', () => {
    expect(postalAddressOf('Op de markt van Gent')).toEqual({ streetAddress: 'Op de markt van Gent' });
    expect(postalAddressOf('Kerkstraat 1, Gent')).toEqual({ streetAddress: 'Kerkstraat 1, Gent' });
  });
});
