import { Plus, Trash2 } from 'lucide-react';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import {
  AllergenChecklist,
  Alert,
  Button,
  Disclosure,
  IconButton,
  NumberField,
  SegmentedChoice,
  TextField,
  YesNo,
} from '@bestelklaar/design-system';
import {
  checkExtraPrice,
  checkMaxSelections,
  checkOptionName,
  PRODUCT_OPTION_TYPES,
  type OptionGroupType,
} from '@bestelklaar/domain';
import { newOptionChoiceValues, newOptionGroupValues, type OptionGroupValues } from './option-group-values';
import { OptionTranslations } from './OptionTranslations';
import styles from './OptionGroupsEditor.module.css';

/** The part of a product or menu form this editor works on. */
interface OptionGroupsForm {
  productOptions: OptionGroupValues[];
}

const TYPE_LABELS: Record<OptionGroupType, string> = {
  select: 'Eén keuze',
  multiselect: 'Meerdere keuzes',
  text: 'Vrije tekst',
};

const byRule = (message: string | undefined) => message ?? true;

export interface OptionGroupsEditorProps {
  /** The kinds of group the owner may choose; a product's by default, a menu adds free text. */
  types?: readonly OptionGroupType[];
}

/** The option groups (e.g. Saus, Extra’s), each with its choices and their extra price. */
export function OptionGroupsEditor({ types = PRODUCT_OPTION_TYPES }: OptionGroupsEditorProps) {
  const { control, formState } = useFormContext<OptionGroupsForm>();
  const groups = useFieldArray({ control, name: 'productOptions' });
  // A message about the groups as a whole, e.g. the server's "at most 20 groups".
  const listError =
    formState.errors.productOptions?.message ?? formState.errors.productOptions?.root?.message;
  const typeOptions = types.map((type) => ({ value: type, label: TYPE_LABELS[type] }));

  return (
    <fieldset className={styles.editor}>
      <legend className={styles.legend}>Opties</legend>
      <p className={styles.hint}>
        Laat de klant kiezen, bijvoorbeeld een saus of extra toppings. Een meerprijs telt op bij de prijs.
        {types.includes('text') &&
          ' Met Vrije tekst typt de klant zelf iets, zoals een opmerking voor de keuken.'}
      </p>
      {listError && <Alert tone="error">{listError}</Alert>}
      {groups.fields.map((field, index) => (
        <OptionGroupEditor
          key={field.id}
          index={index}
          typeOptions={typeOptions}
          onRemove={() => groups.remove(index)}
        />
      ))}
      <Button type="button" variant="secondary" onClick={() => groups.append(newOptionGroupValues())}>
        <Plus aria-hidden size={18} /> Optiegroep toevoegen
      </Button>
    </fieldset>
  );
}

interface OptionGroupEditorProps {
  index: number;
  typeOptions: { value: OptionGroupType; label: string }[];
  onRemove(): void;
}

function OptionGroupEditor({ index, typeOptions, onRemove }: OptionGroupEditorProps) {
  const { control, register, formState } = useFormContext<OptionGroupsForm>();
  const choices = useFieldArray({ control, name: `productOptions.${index}.options` });
  const type = useWatch({ control, name: `productOptions.${index}.type` });
  const errors = formState.errors.productOptions?.[index];
  const number = index + 1;

  return (
    <fieldset className={styles.group}>
      <legend className={styles.groupLegend}>Optiegroep {number}</legend>
      <IconButton
        className={styles.removeGroup}
        label={`Optiegroep ${number} verwijderen`}
        icon={<Trash2 />}
        variant="danger-outline"
        size="sm"
        onClick={onRemove}
      />
      <TextField
        label="Naam van de optiegroep"
        placeholder="bv. Saus"
        required
        autoComplete="off"
        error={errors?.name?.message}
        {...register(`productOptions.${index}.name`, { validate: (value) => byRule(checkOptionName(value)) })}
      />
      <div className={styles.settings}>
        <Controller
          control={control}
          name={`productOptions.${index}.type`}
          render={({ field }) => (
            <SegmentedChoice
              label="Type"
              options={typeOptions}
              value={field.value}
              onValueChange={(next) => {
                // A free-text group has no choices; a group that stops being one starts with one empty choice.
                if (next === 'text') choices.replace([]);
                else if (field.value === 'text') choices.replace([newOptionChoiceValues()]);
                field.onChange(next);
              }}
            />
          )}
        />
        <Controller
          control={control}
          name={`productOptions.${index}.required`}
          render={({ field }) => (
            <YesNo label="Verplicht" value={field.value} onValueChange={field.onChange} />
          )}
        />
        {type === 'multiselect' && (
          <NumberField
            label="Maximaal aantal keuzes"
            integer
            className={styles.maxSelections}
            error={errors?.maxSelections?.message}
            {...register(`productOptions.${index}.maxSelections`, {
              validate: (value, values) =>
                byRule(checkMaxSelections(value, values.productOptions[index]?.options.length ?? 0)),
            })}
          />
        )}
      </div>
      {type === 'text' ? (
        <p className={styles.hint}>De klant typt zelf een antwoord; er zijn geen keuzes en geen meerprijs.</p>
      ) : (
        <>
          <ol className={styles.choices}>
            {choices.fields.map((choice, choiceIndex) => (
              <li key={choice.id} className={styles.choice}>
                <TextField
                  label={`Keuze ${choiceIndex + 1}`}
                  placeholder="bv. Mayonaise"
                  required
                  autoComplete="off"
                  error={errors?.options?.[choiceIndex]?.name?.message}
                  {...register(`productOptions.${index}.options.${choiceIndex}.name`, {
                    validate: (value) => byRule(checkOptionName(value)),
                  })}
                />
                <NumberField
                  label="Meerprijs"
                  prefix="€"
                  placeholder="0,00"
                  className={styles.extraPrice}
                  error={errors?.options?.[choiceIndex]?.price?.message}
                  {...register(`productOptions.${index}.options.${choiceIndex}.price`, {
                    validate: (value) => byRule(checkExtraPrice(value)),
                  })}
                />
                <label className={styles.unavailable}>
                  <input
                    type="checkbox"
                    {...register(`productOptions.${index}.options.${choiceIndex}.unavailable`)}
                  />
                  Niet beschikbaar
                </label>
                <IconButton
                  className={styles.removeChoice}
                  label={`Keuze ${choiceIndex + 1} verwijderen`}
                  icon={<Trash2 />}
                  onClick={() => choices.remove(choiceIndex)}
                  disabled={choices.fields.length === 1}
                />
                <ChoiceAllergens
                  number={choiceIndex + 1}
                  name={`productOptions.${index}.options.${choiceIndex}.allergens`}
                />
              </li>
            ))}
          </ol>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => choices.append(newOptionChoiceValues())}
          >
            <Plus aria-hidden size={16} /> Keuze toevoegen
          </Button>
        </>
      )}
      <OptionTranslations index={index} />
    </fieldset>
  );
}

/** What a choice adds to the line (an 'Extra kaas' adds Melk), folded away until needed. */
interface ChoiceAllergensProps {
  /** The choice's number, naming its part for those who cannot see which row it is under. */
  number: number;
  name: `productOptions.${number}.options.${number}.allergens`;
}

function ChoiceAllergens({ number, name }: ChoiceAllergensProps) {
  const { control } = useFormContext<OptionGroupsForm>();
  const allergens = useWatch({ control, name });
  return (
    <Disclosure
      className={styles.choiceAllergens}
      headingLevel={4}
      // Open at once where the choice already adds something, so it is seen.
      defaultOpen={allergens.length > 0}
      title={`Allergenen van keuze ${number}${allergens.length > 0 ? ` (${allergens.length})` : ''}`}
    >
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <AllergenChecklist label="Deze keuze voegt toe" value={field.value} onChange={field.onChange} />
        )}
      />
    </Disclosure>
  );
}
