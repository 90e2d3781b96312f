import { describe, expect, it } from 'vitest';
import { languageFromPreferences, parseLanguage, resolveLanguage } from './languages';

describe('parseLanguage', () => {
  it('reads a language or a locale of one, in any case', () => {
    expect(parseLanguage('fr')).toBe('fr');
    expect(parseLanguage('FR-be')).toBe('fr');
    expect(parseLanguage('en_GB')).toBe('en');
  });

  it('knows no other language', () => {
    expect(parseLanguage('de')).toBeUndefined();
    expect(parseLanguage('')).toBeUndefined();
    expect(parseLanguage(['fr'])).toBeUndefined();
  });
});

describe('languageFromPreferences', () => {
  it('takes the heaviest language the shop speaks', () => {
    expect(languageFromPreferences('de-DE,de;q=0.9,fr-BE;q=0.8,nl;q=0.7')).toBe('fr');
    expect(languageFromPreferences('nl;q=0.5, en;q=0.9')).toBe('en');
  });

  it('keeps the order of equal weights and skips refused ones', () => {
    expect(languageFromPreferences('en, fr')).toBe('en');
    expect(languageFromPreferences('fr;q=0, en;q=0.1')).toBe('en');
    expect(languageFromPreferences('fr;q=5, en;q=0.2')).toBe('en');
    expect(languageFromPreferences('fr;q=1.5, nl;q=abc, en;q=0.2')).toBe('en');
  });

  it('reads the browser list too', () => {
    expect(languageFromPreferences(['de-AT', 'fr-FR', 'en'])).toBe('fr');
  });

  it('says nothing of a header without a spoken language', () => {
    expect(languageFromPreferences('de, *;q=0.1')).toBeUndefined();
    expect(languageFromPreferences('')).toBeUndefined();
    expect(languageFromPreferences(undefined)).toBeUndefined();
  });
});

describe('resolveLanguage', () => {
  it('takes the link, then the choice, then the browser, then the shop', () => {
    const all = { query: 'en', stored: 'fr', preferences: 'nl', shopDefault: 'fr' as const };
    expect(resolveLanguage(all)).toBe('en');
    expect(resolveLanguage({ ...all, query: 'xx' })).toBe('fr');
    expect(resolveLanguage({ ...all, query: null, stored: null })).toBe('nl');
    expect(resolveLanguage({ shopDefault: 'fr', preferences: 'de' })).toBe('fr');
    expect(resolveLanguage({})).toBe('nl');
  });
});
