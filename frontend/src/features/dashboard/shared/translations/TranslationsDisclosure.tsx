import { useFormContext } from 'react-hook-form';
import { Disclosure } from '@bestelklaar/design-system';
import {
  TRANSLATION_LANGUAGES,
  type ContentTranslations,
  type TranslatableFields,
} from '@bestelklaar/domain';
import { TranslatedTextFields, type TranslatedTextField } from './TranslatedTextFields';
import { TRANSLATION_HINT } from './translation-values';
import styles from './TranslationsDisclosure.module.css';

export interface TranslationsDisclosureProps {
  /** Where the translations sit in the form, e.g. 'translations'. */
  name: string;
  texts: readonly TranslatedTextField[];
  limits: TranslatableFields;
  /** The stored translations: the section opens at once where there are some. */
  stored?: ContentTranslations;
  /** Names the section when a form has more than one; 'Vertalingen' otherwise. */
  title?: string;
}

/**
 * 'Vertalingen': a piece of content's texts in French and English under the Dutch ones they
 * translate, folded away until needed; open at once where there are some or one is refused.
 */
export function TranslationsDisclosure({
  name,
  texts,
  limits,
  stored,
  title = 'Vertalingen',
}: TranslationsDisclosureProps) {
  const { getFieldState, formState } = useFormContext();
  const invalid = getFieldState(name, formState).invalid;
  return (
    <Disclosure
      // Opens (anew) when a translation is refused, so its message is seen.
      key={invalid ? 'invalid' : 'valid'}
      title={title}
      headingLevel={3}
      defaultOpen={invalid || (stored !== undefined && Object.keys(stored).length > 0)}
    >
      <div className={styles.body}>
        <p className={styles.hint}>{TRANSLATION_HINT}</p>
        {TRANSLATION_LANGUAGES.map((language) => (
          <TranslatedTextFields
            key={language}
            language={language}
            name={name}
            texts={texts}
            limits={limits}
          />
        ))}
      </div>
    </Disclosure>
  );
}
