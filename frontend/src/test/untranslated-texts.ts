import { onUntranslated } from '@bestelklaar/domain';
import { i18n } from '../i18n/i18n';

const heard: string[] = [];
let listening = false;

/**
 * Hears every text a French or English customer would have read in Dutch: a Lingui message its
 * catalogue lacks (Lingui's missing-message hook), or a table's or the domain's message without
 * that language (the domain's `onUntranslated`). test-setup fails the test that showed one.
 */
export function listenForUntranslatedTexts(): void {
  if (listening) return;
  listening = true;
  i18n.on('missing', ({ locale, id }) => {
    if (locale === 'fr' || locale === 'en') heard.push(`${locale} ${id}`);
  });
  onUntranslated(({ language, id }) => heard.push(`${language} ${JSON.stringify(id)}`));
}

/** What was heard since the last call, each text once; it is forgotten. */
export function takeUntranslatedTexts(): string[] {
  return [...new Set(heard.splice(0))];
}
