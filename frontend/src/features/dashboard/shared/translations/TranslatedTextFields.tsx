import { useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { TextField } from '@bestelklaar/design-system';
import { checkTranslatedText, type TranslatableFields, type TranslationLanguage } from '@bestelklaar/domain';
import { TRANSLATION_LANGUAGE_LABELS, type TranslatedField } from './translation-values';

export interface TranslatedTextField {
  field: TranslatedField;
  /**
   * The Dutch field's label, e.g. 'Naam', shown as 'Naam (Frans)'; without one the field is named
   * after its language alone (a section with one text), so no label repeats the Dutch field's.
   */
  label?: string;
  /** The Dutch text as the owner has it now: shown as the reference to translate. */
  dutch: string;
  multiline?: boolean;
}

export interface TranslatedTextFieldsProps {
  language: TranslationLanguage;
  /** Where the translations sit in the form, e.g. 'translations' (so `translations.fr.name`). */
  name: string;
  texts: readonly TranslatedTextField[];
  /** The longest text of each field: its Dutch field's. */
  limits: TranslatableFields;
}

/**
 * One language's fields of a piece of content, each under the Dutch text it translates. The keys
 * are the server's (`translations.fr.name`), so its messages land beside the right field.
 */
export function TranslatedTextFields({ language, name, texts, limits }: TranslatedTextFieldsProps) {
  const { register, getFieldState, formState } = useFormContext<FieldValues>();
  const languageLabel = TRANSLATION_LANGUAGE_LABELS[language];
  return texts.map(({ field, label, dutch, multiline }) => {
    const path = `${name}.${language}.${field}` as Path<FieldValues>;
    return (
      <TextField
        key={path}
        label={label ? `${label} (${languageLabel})` : languageLabel}
        hint={`Nederlands: ${dutch.trim() === '' ? '(leeg)' : dutch}`}
        lang={language}
        multiline={multiline}
        rows={multiline ? 3 : undefined}
        autoComplete="off"
        error={getFieldState(path, formState).error?.message}
        {...register(path, {
          validate: (value: unknown) => checkTranslatedText(value, field, limits) ?? true,
        })}
      />
    );
  });
}
