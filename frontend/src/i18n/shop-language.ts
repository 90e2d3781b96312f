import {
  LANGUAGE_COOKIE,
  LANGUAGE_PARAMETER,
  languageFromPreferences,
  LOCALES,
  parseLanguage,
  type Language,
} from '@bestelklaar/domain';
import { activateLanguage } from './i18n';

/** A year: the choice outlasts the visit, as the customer expects of a language. */
const CHOICE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The language of a shop page the server rendered (its `<html lang>`), taken once: the app takes
 * that page over in the language it was rendered in.
 */
let renderedLanguage: Language | undefined =
  typeof document !== 'undefined' && document.getElementById('storefront-data')
    ? parseLanguage(document.documentElement.lang)
    : undefined;

/**
 * The language this tab shows the shop's pages in: later pages keep it (a link's ?lang= included),
 * also on the way back from the payment.
 */
function tabLanguage(): Language | undefined {
  try {
    return parseLanguage(sessionStorage.getItem(LANGUAGE_COOKIE));
  } catch {
    return undefined;
  }
}

/** The customer's own earlier choice: the browser's storage, else the cookie the server reads too. */
export function storedLanguage(): Language | undefined {
  try {
    const stored = parseLanguage(localStorage.getItem(LANGUAGE_COOKIE));
    if (stored) return stored;
  } catch {
    // Storage refused (private mode): the cookie still says it.
  }
  const cookie = document.cookie.split('; ').find((entry) => entry.startsWith(`${LANGUAGE_COOKIE}=`));
  return parseLanguage(cookie?.slice(LANGUAGE_COOKIE.length + 1));
}

/** Keeps the customer's choice: the cookie for the server's next page, the storage for the app. */
export function rememberLanguage(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${CHOICE_MAX_AGE_SECONDS}; SameSite=Lax`;
  try {
    localStorage.setItem(LANGUAGE_COOKIE, language);
  } catch {
    // Storage refused: the cookie keeps the choice.
  }
}

/**
 * The language a shop page at `url` opens in: its `?lang=`; else the one the server rendered it in,
 * or the one this tab shows the shop in; else the stored choice, then the browser's
 * languages. Undefined when none of those names one: the shop's default language then decides.
 */
export function shopPageLanguage(url: URL): Language | undefined {
  const rendered = renderedLanguage;
  renderedLanguage = undefined;
  return (
    parseLanguage(url.searchParams.get(LANGUAGE_PARAMETER)) ??
    rendered ??
    tabLanguage() ??
    storedLanguage() ??
    languageFromPreferences(navigator.languages)
  );
}

/** Shows the shop's pages in `language`: its catalogue loaded, and the document saying its language. */
export async function showShopIn(language: Language): Promise<void> {
  await activateLanguage(language);
  try {
    sessionStorage.setItem(LANGUAGE_COOKIE, language);
  } catch {
    // Storage refused: each page resolves its language again.
  }
  document.documentElement.lang = LOCALES[language];
}
