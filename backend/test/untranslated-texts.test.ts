import { describe, expect, it } from 'vitest';
import { reportUntranslated } from '@bestelklaar/domain';
import { startTestApp } from './support/test-app';

describe('a text a customer would read untranslated', () => {
  it('makes the app fail at close under test, naming the text and the language', async () => {
    const t = await startTestApp();
    reportUntranslated('Een zin die niemand vertaalde.', 'fr');
    reportUntranslated('Een zin die niemand vertaalde.', 'fr');
    await expect(t.close()).rejects.toThrow(
      /^Texts shown untranslated: fr "Een zin die niemand vertaalde\."$/,
    );
  });

  it('lets the app close when every text was found', async () => {
    const t = await startTestApp();
    await t.http.get('/api/health').set('Accept-Language', 'fr');
    await expect(t.close()).resolves.toBeUndefined();
  });
});
