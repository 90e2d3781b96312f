import { useFormContext, useWatch } from 'react-hook-form';
import { Disclosure } from '@bestelklaar/design-system';
import { CATALOG_LIMITS, TRANSLATION_LANGUAGES } from '@bestelklaar/domain';
import { TranslatedTextFields } from '../translations/TranslatedTextFields';
import { TRANSLATION_HINT, TRANSLATION_LANGUAGE_LABELS } from '../translations/translation-values';
import type { OptionGroupValues } from './option-group-values';
import styles from './OptionTranslations.module.css';

interface OptionGroupsForm {
  productOptions: OptionGroupValues[];
}

const NAME_LIMIT = { name: CATALOG_LIMITS.optionNameMax };

export interface OptionTranslationsProps {
  /** The group's place in the form. */
  index: number;
}

/**
 * 'Vertalingen': the group's and its choices' names in French and English, folded away until
 * needed; open at once where the names have a translation or one is refused.
 */
export function OptionTranslations({ index }: OptionTranslationsProps) {
  const { control, getFieldState, formState } = useFormContext<OptionGroupsForm>();
  const group = useWatch({ control, name: `productOptions.${index}` });
  const path = `productOptions.${index}` as const;
  const hasTranslations =
    group.translations !== undefined || group.options.some((choice) => choice.translations !== undefined);
  const invalid =
    getFieldState(`${path}.translations`, formState).invalid ||
    group.options.some(
      (_, choice) => getFieldState(`${path}.options.${choice}.translations`, formState).invalid,
    );

  return (
    <Disclosure
      // Opens (anew) when a translation is refused, so its message is seen.
      key={invalid ? 'invalid' : 'valid'}
      className={styles.translations}
      headingLevel={4}
      defaultOpen={hasTranslations || invalid}
      title={`Vertalingen van optiegroep ${index + 1}`}
    >
      <p className={styles.hint}>{TRANSLATION_HINT}</p>
      <div className={styles.languages}>
        {TRANSLATION_LANGUAGES.map((language) => (
          <fieldset key={language} className={styles.language}>
            <legend className={styles.legend}>{TRANSLATION_LANGUAGE_LABELS[language]}</legend>
            <TranslatedTextFields
              language={language}
              name={`${path}.translations`}
              limits={NAME_LIMIT}
              texts={[{ field: 'name', label: 'Optiegroep', dutch: group.name }]}
            />
            {group.type !== 'text' &&
              group.options.map((choice, choiceIndex) => (
                <TranslatedTextFields
                  key={choiceIndex}
                  language={language}
                  name={`${path}.options.${choiceIndex}.translations`}
                  limits={NAME_LIMIT}
                  texts={[{ field: 'name', label: `Keuze ${choiceIndex + 1}`, dutch: choice.name }]}
                />
              ))}
          </fieldset>
        ))}
      </div>
    </Disclosure>
  );
}
