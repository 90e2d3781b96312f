import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The shop's texts in Dutch (the source: the spec's texts, as written in the code), French and
 * English; `pseudo` is made from the Dutch by the build, for the test that finds hard-coded texts.
 * The dashboard stays Dutch and uses none of this.
 */
export default defineConfig({
  sourceLocale: 'nl',
  locales: ['nl', 'fr', 'en', 'pseudo'],
  pseudoLocale: { locale: 'pseudo', prepend: '⟦', append: '⟧' },
  fallbackLocales: { default: 'nl' },
  catalogs: [{ path: '<rootDir>/src/locales/{locale}/messages', include: ['<rootDir>/src'] }],
  // Sorted by text, without line numbers: branches that add texts merge without conflicts over moved lines.
  orderBy: 'message',
  format: formatter({ lineNumbers: false }),
});
