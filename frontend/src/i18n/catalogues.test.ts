import { join } from 'node:path';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, TRANSLATION_LANGUAGES } from '@bestelklaar/domain';

const config = getConfig({ configPath: join(import.meta.dirname, '../../lingui.config.ts') });

/** The texts in the catalogues beside the texts in the code, read as `npm run i18n:extract` reads them. */
async function catalogues() {
  const [catalog] = await getCatalogs(config);
  const extracted = await catalog.collect();
  const byLanguage = await catalog.readAll([...LANGUAGES]);
  return { extracted: extracted ?? {}, byLanguage };
}

describe("the shop's catalogues", () => {
  it('hold exactly the texts the code uses, in every language (npm run i18n:extract brings them up to date)', async () => {
    const { extracted, byLanguage } = await catalogues();
    const inCode = Object.keys(extracted).sort();
    expect(inCode.length).toBeGreaterThan(0);
    for (const language of LANGUAGES) {
      expect({ language, ids: Object.keys(byLanguage[language] ?? {}).sort() }).toEqual({
        language,
        ids: inCode,
      });
    }
  }, 60_000);

  it('translate every text into French and English', async () => {
    const { byLanguage } = await catalogues();
    for (const language of TRANSLATION_LANGUAGES) {
      const untranslated = Object.values(byLanguage[language] ?? {})
        .filter((entry) => !entry.translation?.trim())
        .map((entry) => entry.message);
      expect({ language, untranslated }).toEqual({ language, untranslated: [] });
    }
  }, 60_000);

  it('put a no-break space before the French colon, semicolon, question and exclamation mark', async () => {
    const { byLanguage } = await catalogues();
    // The colon takes a word-wide one (U+00A0), as French typography and the server's texts write
    // it; ';', '?' and '!' a no-break one of either width.
    const loose = Object.values(byLanguage.fr ?? {})
      .map((entry) => entry.translation ?? '')
      .filter((text) => /[^\u00a0]:|[^\u00a0\u202f][;?!]/.test(text));
    expect(loose).toEqual([]);
  }, 60_000);
});
