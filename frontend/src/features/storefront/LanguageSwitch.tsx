import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useLocation } from '../../lib/navigation';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_NAMES,
  LANGUAGE_PARAMETER,
  LANGUAGES,
  parseLanguage,
  type Language,
} from '@bestelklaar/domain';
import { rememberLanguage } from '../../i18n/shop-language';
import styles from './LanguageSwitch.module.css';

/** The switch's name of a language: as it reads (NL), then in full, so voice control finds it by what it shows. */
export const languageLinkName = (language: Language) =>
  `${language.toUpperCase()}, ${LANGUAGE_NAMES[language]}`;

/** The address of the same page, open section included, in `language`. */
function addressIn(search: string, hash: string, language: Language) {
  const parameters = new URLSearchParams(search);
  parameters.set(LANGUAGE_PARAMETER, language);
  return { search: `?${parameters}`, hash };
}

/**
 * NL / FR / EN: links to the same page in each language (they work without script, the server
 * renders that language), each named in its own language. Following one keeps the cart, the open
 * section and the scroll; the page's loader loads the language's texts and the read in it.
 */
export function LanguageSwitch() {
  const { t, i18n } = useLingui();
  const current = parseLanguage(i18n.locale) ?? DEFAULT_LANGUAGE;
  const { search, hash } = useLocation();
  const [switched, setSwitched] = useState(false);
  return (
    <nav className={styles.switch} aria-label={t`Taal`}>
      <ul className={styles.languages}>
        {LANGUAGES.map((language) => (
          <li key={language}>
            <Link
              to={addressIn(search, hash, language)}
              replace
              preventScrollReset
              className={styles.language}
              lang={language}
              hrefLang={language}
              aria-current={language === current ? 'true' : undefined}
              onClick={() => {
                rememberLanguage(language);
                setSwitched(true);
              }}
              aria-label={languageLinkName(language)}
            >
              {language.toUpperCase()}
            </Link>
          </li>
        ))}
      </ul>
      {/* Says the new language in it, once the page speaks it. */}
      <p role="status" className={styles.visuallyHidden} lang={current}>
        {switched && <Trans>De pagina is nu in het Nederlands.</Trans>}
      </p>
    </nav>
  );
}
