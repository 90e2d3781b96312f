import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { AllergenChecklist, ChoiceList } from '@bestelklaar/design-system';
import {
  DIETARY_LABELS,
  DIETARY_NAMES,
  fieldError,
  isDietaryLabel,
  readAllergenInfo,
  type AllergenCode,
  type AllergenInfo,
} from '@bestelklaar/domain';
import { byRule } from './by-rule';
import type { ItemFormValues } from './item-form-values';
import styles from './ItemFormDialog.module.css';

const DIETARY_OPTIONS = DIETARY_LABELS.map((label) => ({ value: label, label: DIETARY_NAMES[label] }));

/** The server's own rule on the three lists, field by field (e.g. a code both contained and a trace). */
const allergenRule = (field: keyof AllergenInfo) => ({
  validate: (_value: unknown, values: AllergenInfo) =>
    byRule(
      fieldError(
        readAllergenInfo({
          allergens: values.allergens,
          mayContain: values.mayContain,
          dietary: values.dietary,
        }),
        field,
      ),
    ),
});

/** What an item has through its parts as the form stands (a menu's chosen products). */
export type LockedAllergens<Values> = (values: Values) => Pick<AllergenInfo, 'allergens' | 'mayContain'>;

export interface AllergenFieldsProps {
  /** What the item has through its parts (a menu's products): checked, not to be unchecked. */
  lockedOf?: LockedAllergens<ItemFormValues>;
}

const NONE: readonly AllergenCode[] = [];
const LOCKED_HINT = 'Komt uit de producten van dit menu.';

/** 'Bevat', 'Kan sporen bevatten' and the dietary labels of a product or menu. */
export function AllergenFields({ lockedOf }: AllergenFieldsProps) {
  const { control } = useFormContext<ItemFormValues>();
  // Watched here, not in the whole form, and only where something can be locked (a menu's products
  // change that while it is edited): the checklists then do not redraw at every key typed elsewhere.
  const values = useWatch({ control, disabled: !lockedOf }) as ItemFormValues;
  const locked = lockedOf?.(values);
  return (
    <fieldset className={styles.allergens}>
      <legend className={styles.allergensLegend}>Allergenen</legend>
      <p className={styles.allergensHint}>
        De klant ziet dit voor het betalen. Vink alles aan wat in het gerecht zit, ook in sauzen en toppings.
      </p>
      <Controller
        control={control}
        name="allergens"
        rules={allergenRule('allergens')}
        render={({ field, fieldState }) => (
          <AllergenChecklist
            label="Bevat"
            value={field.value}
            onChange={field.onChange}
            locked={locked?.allergens ?? NONE}
            lockedHint={LOCKED_HINT}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="mayContain"
        rules={allergenRule('mayContain')}
        render={({ field, fieldState }) => (
          <AllergenChecklist
            label="Kan sporen bevatten"
            hint="Wat er niet in zit, maar via de keuken in kan komen."
            value={field.value}
            locked={locked?.mayContain ?? NONE}
            lockedHint={LOCKED_HINT}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="dietary"
        rules={allergenRule('dietary')}
        render={({ field, fieldState }) => (
          <ChoiceList
            label="Dieet"
            type="multiple"
            options={DIETARY_OPTIONS}
            value={field.value}
            onChange={(next) => field.onChange(next.filter(isDietaryLabel))}
            error={fieldState.error?.message}
          />
        )}
      />
    </fieldset>
  );
}
