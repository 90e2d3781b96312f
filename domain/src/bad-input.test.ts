import { describe, expect, it } from 'vitest';
import { parseLogin, parseSignup } from './auth-input';
import { readEuroAmount, readExtraPrice, readPrice } from './catalog/amounts';
import { readOptionName } from './catalog/option-groups';
import { MESSAGES } from './messages';
import { readBody } from './parsing';
import { parseSettings } from './settings';
import {
  isWellFormedText,
  normalizeEmail,
  readEmail,
  readPassword,
  readRequiredText,
  readText,
} from './validation';

describe('text no one can type', () => {
  it('is NUL or half a surrogate pair; whole pairs such as emoji are text', () => {
    for (const bad of ['a\u0000b', '\u0000', 'x\ud800', '\udc00x', 'a\udc00\ud800b'])
      expect(isWellFormedText(bad), JSON.stringify(bad)).toBe(false);
    for (const good of ['', 'Brood', 'Crème brûlée', '🥐 croissant', '\ud83e\udd50', 'tab\tand\nnewline'])
      expect(isWellFormedText(good), good).toBe(true);
  });

  it('is refused by every text reader with the same Dutch message', () => {
    const invalidCharacters = { ok: false, message: 'Deze tekst bevat ongeldige tekens.' };
    expect(readText('x\u0000', MESSAGES.wrongType)).toEqual(invalidCharacters);
    expect(readRequiredText('x\ud800')).toEqual(invalidCharacters);
    expect(readOptionName('x\ud800')).toEqual(invalidCharacters);
    expect(readPassword('geheim\u0000123')).toEqual(invalidCharacters);
    expect(readEmail('a\ud800b@example.test', MESSAGES.required)).toEqual(invalidCharacters);
  });

  it('keeps the messages for missing and wrong-typed text', () => {
    expect(readRequiredText(undefined)).toEqual({ ok: false, message: 'Dit veld is verplicht' });
    expect(readText(42, MESSAGES.wrongType)).toEqual({ ok: false, message: 'Ongeldige waarde.' });
  });
});

describe('e-mail addresses', () => {
  it('are composed, trimmed and lower-cased, so one address is one text', () => {
    expect(normalizeEmail(' E\u0301lise@Voorbeeld.BE ')).toBe('élise@voorbeeld.be');
    expect(normalizeEmail('\u00c9LISE@voorbeeld.be')).toBe('élise@voorbeeld.be');
  });

  it('are checked after normalising, so a decomposed accent in the domain passes', () => {
    expect(
      readEmail('jan@cafe\u0301.be', MESSAGES.required, (value) => (value.includes('é') ? undefined : 'x')),
    ).toEqual({ ok: true, value: 'jan@café.be' });
  });

  it('reach sign-up, login and the settings’ contact address normalised', () => {
    const signup = parseSignup({ name: 'Élise', email: 'E\u0301lise@Voorbeeld.be', password: 'geheim1' });
    expect(signup.ok && signup.value.email).toBe('élise@voorbeeld.be');
    const login = parseLogin({ email: ' \u00c9LISE@voorbeeld.be', password: 'geheim1' });
    expect(login.ok && login.value.email).toBe('élise@voorbeeld.be');
    const settings = parseSettings({
      name: 'Élise',
      shopName: 'Chez Élise',
      shopDescription: 'Taarten',
      shopAddress: 'Markt 1, Gent',
      contactEmail: 'E\u0301lise@Winkel.be',
      contactGsm: '0470 12 34 56',
    });
    expect(settings.ok && settings.value.contactEmail).toBe('élise@winkel.be');
  });

  it('keep the messages each form gives', () => {
    expect(parseSignup({ name: 'Anna', email: 42, password: 'geheim1' })).toMatchObject({
      errors: { email: 'Dit veld is verplicht' },
    });
    expect(parseSignup({ name: 'Anna', email: 'geen-email', password: 'geheim1' })).toMatchObject({
      errors: { email: 'Voer een geldig e-mailadres in' },
    });
    expect(parseLogin({ email: `${'a'.repeat(250)}@b.be`, password: 'geheim1' })).toMatchObject({
      errors: { email: 'E-mailadres of wachtwoord is onjuist.' },
    });
    expect(parseSettings({ contactEmail: ['a@b.be'] })).toMatchObject({
      errors: { contactEmail: 'Ongeldige waarde.' },
    });
  });
});

describe('prices', () => {
  it('that round to 0 cents are not positive', () => {
    for (const price of [0.000000001, 5e-324, '0.000000001', '0,000000001'])
      expect(readPrice(price), String(price)).toEqual({ ok: false, message: 'Voer een positief getal in' });
    expect(readPrice(0.01)).toEqual({ ok: true, value: 1 });
    expect(readExtraPrice(0.000000001)).toEqual({ ok: true, value: 0 });
  });

  it('read a decimal object one level deep only', () => {
    expect(readEuroAmount({ $numberDecimal: '7.25' })).toBe(7.25);
    let nested: unknown = '1.00';
    for (let level = 0; level < 100_000; level++) nested = { $numberDecimal: nested };
    expect(readEuroAmount(nested)).toBeUndefined();
    expect(readPrice(nested)).toEqual({ ok: false, message: 'Voer een geldig bedrag in' });
  });
});

describe('a field named __proto__', () => {
  it('is reported as unknown, as an own field of the errors', () => {
    const { errors } = readBody(JSON.parse('{"__proto__":{"x":1},"name":"Anna"}'), ['name']);
    expect(Object.entries(errors)).toEqual([['__proto__', 'Onbekend veld: __proto__.']]);
  });
});
