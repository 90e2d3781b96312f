import { describe, expect, it } from 'vitest';
import { LANGUAGE_QUERY_MESSAGES, parseLanguageQuery } from './language-query';

describe('parseLanguageQuery', () => {
  it('reads nl, fr and en, and leaves the language to the shop when there is none', () => {
    expect(parseLanguageQuery('nl')).toEqual({ ok: true, value: 'nl' });
    expect(parseLanguageQuery('fr')).toEqual({ ok: true, value: 'fr' });
    expect(parseLanguageQuery('en')).toEqual({ ok: true, value: 'en' });
    expect(parseLanguageQuery(undefined)).toEqual({ ok: true, value: undefined });
  });

  it.each(['', 'de', 'FR', 'fr-BE', ' en', 'nederlands', ['fr', 'en'], 1])(
    'refuses %j in Dutch, naming the parameter',
    (value) => {
      expect(parseLanguageQuery(value)).toEqual({
        ok: false,
        errors: { lang: LANGUAGE_QUERY_MESSAGES.unknownLanguage },
      });
    },
  );
});
