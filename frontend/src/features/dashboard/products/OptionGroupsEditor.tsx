import { Plus, Trash2 } from 'lucide-react';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import {
  Button,
  IconButton,
  NumberField,
  SegmentedChoice,
  TextField,
  YesNo,
} from '@bestelklaar/design-system';
import { checkExtraPrice, checkMaxSelections, checkOptionName } from '@bestelklaar/domain';
import { newOptionGroupValues, type ProductFormValues } from './product-form-values';
import styles from './OptionGroupsEditor.module.css';

const TYPE_OPTIONS = [
  { value: 'select', label: 'Eén keuze' },
  { value: 'multiselect', label: 'Meerdere keuzes' },
] as const;

const byRule = (message: string | undefined) => message ?? true;

/** The product's option groups (e.g. Saus, Extra’s), each with its choices and their extra price. */
export function OptionGroupsEditor() {
  const { control } = useFormContext<ProductFormValues>();
  const groups = useFieldArray({ control, name: 'productOptions' });

  return (
    <fieldset className={styles.editor}>
      <legend className={styles.legend}>Opties</legend>
      <p className={styles.hint}>
        Laat de klant kiezen, bijvoorbeeld een saus of extra toppings. Een meerprijs telt op bij de prijs.
      </p>
      {groups.fields.map((field, index) => (
        <OptionGroupEditor key={field.id} index={index} onRemove={() => groups.remove(index)} />
      ))}
      <Button type="button" variant="secondary" onClick={() => groups.append(newOptionGroupValues())}>
        <Plus aria-hidden size={18} /> Optiegroep toevoegen
      </Button>
    </fieldset>
  );
}

function OptionGroupEditor({ index, onRemove }: { index: number; onRemove(): void }) {
  const { control, register, formState } = useFormContext<ProductFormValues>();
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
              options={TYPE_OPTIONS}
              value={field.value}
              onValueChange={field.onChange}
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
            <IconButton
              className={styles.removeChoice}
              label={`Keuze ${choiceIndex + 1} verwijderen`}
              icon={<Trash2 />}
              onClick={() => choices.remove(choiceIndex)}
              disabled={choices.fields.length === 1}
            />
          </li>
        ))}
      </ol>
      <Button type="button" variant="ghost" size="sm" onClick={() => choices.append({ name: '', price: '' })}>
        <Plus aria-hidden size={16} /> Keuze toevoegen
      </Button>
    </fieldset>
  );
}
