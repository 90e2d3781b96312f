import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Tabs } from '@bestelklaar/design-system';
import {
  ITEM_TRANSLATION_FIELDS,
  TRANSLATION_LANGUAGES,
  type TranslationLanguage,
} from '@bestelklaar/domain';
import { TranslatedTextFields } from '../translations/TranslatedTextFields';
import { TRANSLATION_HINT, TRANSLATION_LANGUAGE_LABELS } from '../translations/translation-values';
import type { ItemFormValues } from './item-form-values';
import styles from './ItemTextTabs.module.css';

export interface ItemTextTabsProps {
  /** The Dutch name and description: the item's own fields. */
  dutch: ReactNode;
}

/**
 * The item's name and description per language: Dutch, then a tab for French and for English with
 * the Dutch text above each field. A tab marks the errors it holds; what is typed stays when the
 * owner switches tabs (the form keeps every tab's values).
 */
export function ItemTextTabs({ dutch }: ItemTextTabsProps) {
  const { control, formState } = useFormContext<ItemFormValues>();
  const [name, description] = useWatch({ control, name: ['name', 'description'] });
  const errors = formState.errors;

  const label = (text: string, hasError: boolean) =>
    hasError ? (
      <span className={styles.withError}>
        {`${text} `}
        <span className={styles.visuallyHidden}>(bevat een fout)</span>
        <CircleAlert aria-hidden size={16} className={styles.errorMark} />
      </span>
    ) : (
      text
    );
  const languageTab = (language: TranslationLanguage) => ({
    value: language,
    label: label(TRANSLATION_LANGUAGE_LABELS[language], errors.translations?.[language] !== undefined),
    content: (
      <div className={styles.panel}>
        <p className={styles.hint}>{TRANSLATION_HINT}</p>
        <TranslatedTextFields
          language={language}
          name="translations"
          limits={ITEM_TRANSLATION_FIELDS}
          texts={[
            { field: 'name', label: 'Naam', dutch: name },
            { field: 'description', label: 'Beschrijving', dutch: description, multiline: true },
          ]}
        />
      </div>
    ),
  });

  return (
    <Tabs
      label="Taal"
      defaultValue="nl"
      tabs={[
        {
          value: 'nl',
          label: label('Nederlands', errors.name !== undefined || errors.description !== undefined),
          content: <div className={styles.panel}>{dutch}</div>,
        },
        ...TRANSLATION_LANGUAGES.map(languageTab),
      ]}
    />
  );
}
