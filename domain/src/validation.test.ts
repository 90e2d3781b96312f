import { describe, expect, it } from 'vitest';
import {
  email,
  firstError,
  maxLength,
  minLength,
  readBoolean,
  readPassword,
  readRequiredText,
  readText,
  required,
} from './validation';

describe('field checks', () => {
  it('requires a non-blank value', () => {
    expect(required('')).toBe('Dit veld is verplicht');
    expect(required('  ')).toBe('Dit veld is verplicht');
    expect(required('x')).toBeUndefined();
  });

  it('checks e-mail format', () => {
    expect(email('jan@voorbeeld.be')).toBeUndefined();
    expect(email('a.b+tafel@sub.café.be')).toBeUndefined();
    for (const bad of [
      'jan',
      'jan@',
      'jan@voorbeeld',
      'j an@voorbeeld.be',
      '@voorbeeld.be',
      'jan@voorbeeld.b',
      'jan@voorbeeld..be',
      'jan@-voorbeeld.be',
      'jan..peeters@voorbeeld.be',
    ]) {
      expect(email(bad)).toBe('Voer een geldig e-mailadres in');
    }
  });

  it('checks minimum and maximum length', () => {
    expect(minLength(6)('12345')).toBe('Moet ten minste 6 tekens lang zijn');
    expect(minLength(6)('123456')).toBeUndefined();
    expect(maxLength(3)('1234')).toBe('Mag niet langer zijn dan 3 tekens');
    expect(maxLength(3, 'Te lang')('1234')).toBe('Te lang');
    expect(maxLength(3)('123')).toBeUndefined();
  });

  it('reports the first failing check', () => {
    expect(firstError('', required, email)).toBe('Dit veld is verplicht');
    expect(firstError('x', required, email)).toBe('Voer een geldig e-mailadres in');
  });
});

describe('readText', () => {
  it('trims, then checks the trimmed text', () => {
    expect(readText(' a ', 'Geen tekst', minLength(2))).toEqual({
      ok: false,
      message: 'Moet ten minste 2 tekens lang zijn',
    });
    expect(readText('  Anna ', 'Geen tekst', minLength(2))).toEqual({ ok: true, value: 'Anna' });
  });

  it('reads missing as empty and refuses what is not text', () => {
    expect(readText(undefined, 'Geen tekst')).toEqual({ ok: true, value: '' });
    expect(readText(null, 'Geen tekst', required)).toEqual({ ok: false, message: 'Dit veld is verplicht' });
    expect(readText(42, 'Geen tekst')).toEqual({ ok: false, message: 'Geen tekst' });
  });

  it('counts anything but text as missing where a text is required', () => {
    for (const missing of [undefined, null, 42, ['Anna'], '  '])
      expect(readRequiredText(missing)).toEqual({ ok: false, message: 'Dit veld is verplicht' });
  });
});

describe('readPassword', () => {
  it('takes the password as typed, spaces included', () => {
    expect(readPassword(' geheim ', minLength(6))).toEqual({ ok: true, value: ' geheim ' });
    expect(readPassword('', minLength(6))).toEqual({ ok: false, message: 'Dit veld is verplicht' });
    expect(readPassword(123456)).toEqual({ ok: false, message: 'Dit veld is verplicht' });
  });
});

describe('readBoolean', () => {
  it('reads booleans and their text only', () => {
    expect([true, 'true', false, 'false'].map(readBoolean)).toEqual([true, true, false, false]);
    for (const other of ['', 'ja', 1, null, undefined]) expect(readBoolean(other)).toBeUndefined();
  });
});
