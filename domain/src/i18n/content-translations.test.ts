import { describe, expect, it } from 'vitest';
import { compactTranslations, translatedText } from './content-translations';

describe('translatedText', () => {
  const translations = { fr: { name: 'Croque monsieur', description: '  ' } };

  it('gives the translation the owner wrote', () => {
    expect(translatedText('Croque', translations, 'name', 'fr')).toBe('Croque monsieur');
  });

  it('falls back to Dutch field by field', () => {
    expect(translatedText('Met kaas', translations, 'description', 'fr')).toBe('Met kaas');
    expect(translatedText('Croque', translations, 'name', 'en')).toBe('Croque');
    expect(translatedText('Croque', undefined, 'name', 'fr')).toBe('Croque');
  });

  it('shows Dutch content as it is', () => {
    expect(translatedText('Croque', translations, 'name', 'nl')).toBe('Croque');
  });
});

describe('compactTranslations', () => {
  it('drops empty texts and languages', () => {
    expect(compactTranslations({ fr: { name: 'Soupe', description: ' ' }, en: { name: '' } })).toEqual({
      fr: { name: 'Soupe' },
    });
  });
});
