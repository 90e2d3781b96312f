import { describe, expect, it } from 'vitest';
import {
  checkTranslatedText,
  parseContentTranslations,
  readSentTranslations,
} from './parse-content-translations';

const fields = { name: 10, description: 20 };
const errorsOf = (input: unknown, field?: string) => {
  const parsed = parseContentTranslations(input, { fields, field });
  return parsed.ok ? {} : parsed.errors;
};

describe('parseContentTranslations', () => {
  it('reads French and English texts, trimmed, from JSON text or parsed JSON', () => {
    const input = { fr: { name: ' Soupe ', description: 'Du jour' }, en: { name: 'Soup' } };
    expect(parseContentTranslations(input, { fields })).toEqual({
      ok: true,
      value: { fr: { name: 'Soupe', description: 'Du jour' }, en: { name: 'Soup' } },
    });
    expect(parseContentTranslations(JSON.stringify(input), { fields })).toEqual(
      parseContentTranslations(input, { fields }),
    );
  });

  it('drops empty texts and languages: the customer reads Dutch there', () => {
    expect(parseContentTranslations({ fr: { name: '  ', description: null }, en: {} }, { fields })).toEqual({
      ok: true,
      value: {},
    });
    for (const blank of [undefined, null, '', '{}'])
      expect(parseContentTranslations(blank, { fields })).toEqual({ ok: true, value: {} });
  });

  it('holds each text to its Dutch field’s length', () => {
    expect(errorsOf({ fr: { name: 'x'.repeat(11), description: 'y'.repeat(20) } })).toEqual({
      'translations.fr.name': 'Mag niet langer zijn dan 10 tekens',
    });
  });

  it('refuses other languages, fields and types, keyed beside the field', () => {
    expect(
      errorsOf(
        { de: { name: 'Suppe' }, nl: {}, fr: { title: 'Soupe', name: 3 }, en: 'Soup' },
        'x.translations',
      ),
    ).toEqual({
      'x.translations.de': 'Onbekende taal: de. Vertalingen zijn Frans (fr) of Engels (en).',
      'x.translations.nl': 'Onbekende taal: nl. Vertalingen zijn Frans (fr) of Engels (en).',
      'x.translations.fr.title': 'Onbekend veld: title.',
      'x.translations.fr.name': 'Ongeldige waarde.',
      'x.translations.en': 'Ongeldige waarde.',
    });
  });

  it('refuses a field this content does not translate', () => {
    const parsed = parseContentTranslations({ fr: { description: 'Tout' } }, { fields: { name: 60 } });
    expect(parsed).toEqual({
      ok: false,
      errors: { 'translations.fr.description': 'Onbekend veld: description.' },
    });
  });

  it('refuses what is no map of languages', () => {
    expect(errorsOf('{fr')).toEqual({ translations: 'De vertalingen zijn geen geldige JSON.' });
    for (const shape of [['fr'], 'null', 12, '"fr"'])
      expect(errorsOf(shape)).toEqual({
        translations: 'Geef de vertalingen per taal, zoals { "fr": { … }, "en": { … } }.',
      });
  });

  it('refuses text no one can type', () => {
    expect(errorsOf({ en: { name: 'a\u0000b' } })).toEqual({
      'translations.en.name': 'Deze tekst bevat ongeldige tekens.',
    });
  });
});

describe('readSentTranslations', () => {
  it('reads nothing from a body without the field, so an edit keeps what is stored', () => {
    expect(readSentTranslations(undefined, { fields })).toEqual({});
    expect(readSentTranslations('', { fields })).toEqual({ translations: { ok: true, value: {} } });
    expect(readSentTranslations({ en: { name: 'Soup' } }, { fields })).toEqual({
      translations: { ok: true, value: { en: { name: 'Soup' } } },
    });
  });
});

describe('checkTranslatedText', () => {
  it('gives a form field the message the whole rule gives it', () => {
    expect(checkTranslatedText('Soupe', 'name', fields)).toBeUndefined();
    expect(checkTranslatedText('', 'description', fields)).toBeUndefined();
    expect(checkTranslatedText('x'.repeat(21), 'description', fields)).toBe(
      'Mag niet langer zijn dan 20 tekens',
    );
  });
});
