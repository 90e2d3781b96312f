import { describe, expect, it } from 'vitest';
import { customerMessage, activateLanguage, i18n } from './i18n';
import { takeUntranslatedTexts } from '../test/untranslated-texts';

/** A message no catalogue holds, named by a variable so the catalogues' extraction does not take it as ours. */
const UNKNOWN = ['no', 'such', 'message'].join('-');

describe('a text shown untranslated', () => {
  it('is heard from Lingui when a French catalogue lacks the message, so the test fails', async () => {
    await activateLanguage('fr');
    expect(i18n._(UNKNOWN)).toBe(UNKNOWN);
    expect(takeUntranslatedTexts()).toEqual(['fr no-such-message']);
  });

  it('is heard from the domain when a Dutch message has no English', async () => {
    await activateLanguage('en');
    expect(customerMessage('Een zin die niemand vertaalde.')).toBe('Een zin die niemand vertaalde.');
    expect(takeUntranslatedTexts()).toEqual(['en "Een zin die niemand vertaalde."']);
  });

  it('is not heard for a Dutch page, nor for a message every catalogue holds', async () => {
    await activateLanguage('nl');
    i18n._(UNKNOWN);
    customerMessage('Een zin die niemand vertaalde.');
    await activateLanguage('fr');
    expect(customerMessage('Je winkelmandje is leeg.')).not.toBe('Je winkelmandje is leeg.');
    expect(takeUntranslatedTexts()).toEqual([]);
  });
});
