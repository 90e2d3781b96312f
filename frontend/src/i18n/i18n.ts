import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LANGUAGE, LOCALES, parseLanguage, type Language } from '@bestelklaar/domain';
import { messages as dutch } from '../locales/nl/messages.po';

// Dutch comes with the shop's first load: most shops' pages are Dutch, and it is every text's fallback.
i18n.load(DEFAULT_LANGUAGE, dutch);
i18n.activate(DEFAULT_LANGUAGE, [LOCALES[DEFAULT_LANGUAGE]]);

/** Each language's catalogue; the others are loaded only when a page is shown in theirs. */
const catalogues: Record<Language, () => Promise<{ messages: Messages }>> = {
  nl: () => Promise.resolve({ messages: dutch }),
  fr: () => import('../locales/fr/messages.po'),
  en: () => import('../locales/en/messages.po'),
};

const loaded = new Set<Language>([DEFAULT_LANGUAGE]);

type TranslateMessage = (dutch: string, language: Language) => string;

/**
 * The domain's customer messages in French and English (translateMessage), loaded with the first
 * catalogue beside Dutch: a Dutch page, most of them, does not carry their translations. Imported
 * by its file, so the shop's first load does not bundle it with the rest of the domain.
 */
let translateMessage: TranslateMessage | undefined;
const loadCustomerMessages = () => import('../../../domain/src/i18n/customer-messages');

/** The server, which renders every language at once, gives it at hand. */
export function provideCustomerMessages(translate: TranslateMessage): void {
  translateMessage = translate;
}

/** A Dutch message of the domain (a totals label, a selection rule) in the language shown now. */
export function customerMessage(dutch: string): string {
  const language = activeLanguage();
  return language === DEFAULT_LANGUAGE || !translateMessage ? dutch : translateMessage(dutch, language);
}

export { i18n };

/** The language the shop's texts are shown in now. */
export function activeLanguage(): Language {
  return parseLanguage(i18n.locale) ?? DEFAULT_LANGUAGE;
}

/** Shows the shop's texts in `language`, once its catalogue is loaded. */
export async function activateLanguage(language: Language): Promise<void> {
  if (!loaded.has(language)) {
    const [{ messages }, customerMessages] = await Promise.all([
      catalogues[language](),
      translateMessage ? undefined : loadCustomerMessages(),
    ]);
    if (customerMessages) translateMessage = customerMessages.translateMessage;
    i18n.load(language, messages);
    loaded.add(language);
  }
  if (i18n.locale !== language) i18n.activate(language, [LOCALES[language]]);
}
