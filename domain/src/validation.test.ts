import { describe, expect, it } from 'vitest';
import { email, firstError, minLength, required } from './validation';
import { centsFromEuros, eurosFromCents, hasAtMostTwoDecimals } from './money';

describe('field checks', () => {
  it('requires a non-blank value', () => {
    expect(required('')).toBe('Dit veld is verplicht');
    expect(required('  ')).toBe('Dit veld is verplicht');
    expect(required('x')).toBeUndefined();
  });

  it('checks e-mail format', () => {
    expect(email('jan@voorbeeld.be')).toBeUndefined();
    for (const bad of ['jan', 'jan@', 'jan@voorbeeld', 'j an@voorbeeld.be', '@voorbeeld.be']) {
      expect(email(bad)).toBe('Voer een geldig e-mailadres in');
    }
  });

  it('checks minimum length on the trimmed value', () => {
    expect(minLength(6)('12345')).toBe('Moet ten minste 6 tekens lang zijn');
    expect(minLength(2)(' a ')).toBe('Moet ten minste 2 tekens lang zijn');
    expect(minLength(6)('123456')).toBeUndefined();
  });

  it('reports the first failing check', () => {
    expect(firstError('', required, email)).toBe('Dit veld is verplicht');
    expect(firstError('x', required, email)).toBe('Voer een geldig e-mailadres in');
  });
});

describe('money', () => {
  it('rounds euros to whole cents and back', () => {
    expect(centsFromEuros(12.5)).toBe(1250);
    expect(centsFromEuros(0.1 + 0.2)).toBe(30);
    expect(eurosFromCents(1999)).toBe(19.99);
  });

  it('knows two-decimal amounts', () => {
    expect(hasAtMostTwoDecimals(4.35)).toBe(true);
    expect(hasAtMostTwoDecimals(4.355)).toBe(false);
  });
});
