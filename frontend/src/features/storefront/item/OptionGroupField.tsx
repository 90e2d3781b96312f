import { useLingui } from '@lingui/react/macro';
import { ChoiceList, TextField, type ChoiceListOption } from '@bestelklaar/design-system';
import {
  eurosFromCents,
  maxSelectionsOf,
  type OptionChoice,
  type OptionGroup,
  type SelectedOptions,
} from '@bestelklaar/domain';
import { useShopFormat } from '../shop-format';
import { OPTION_TEXT_MAX } from './selection';

type Picked = SelectedOptions[string];

/** An optional single choice can be left open: this row stands for "nothing". */
const NO_CHOICE = 'geen';

export interface OptionGroupFieldProps {
  group: OptionGroup;
  value: Picked;
  onChange(value: Picked): void;
  /** The group's own problem (too many choices), shown under it. */
  error?: string;
  /** Marks the group as the one to fill in, without a message of its own. */
  invalid?: boolean;
  /** Reaches the first control, so the window can move focus to a group with a problem. */
  controlRef?(control: HTMLElement | null): void;
}

/** A choice's name with what it adds to the line, so it is known before it is chosen: 'Extra kaas (bevat Melk)'. */
/** The rows of a choice group, in the page's language. */
function useChoiceRows(group: OptionGroup): ChoiceListOption[] {
  const { t } = useLingui();
  const { surcharge, allergenNames } = useShopFormat();
  const choiceLabel = (choice: OptionChoice) => {
    const name = choice.name;
    const allergens = (choice.allergens ?? []).map((code) => allergenNames[code]).join(', ');
    return allergens ? t`${name} (bevat ${allergens})` : name;
  };
  const rows = group.options.map((choice, index) =>
    choice.available === false
      ? { value: String(index), label: choiceLabel(choice), detail: t`Niet beschikbaar`, disabled: true }
      : {
          value: String(index),
          label: choiceLabel(choice),
          detail: choice.priceCents > 0 ? surcharge(eurosFromCents(choice.priceCents)) : undefined,
        },
  );
  return group.type === 'select' && !group.required ? [{ value: NO_CHOICE, label: t`Geen` }, ...rows] : rows;
}

function chosenValues(group: OptionGroup, value: Picked): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'number') return [String(value)];
  return group.type === 'select' && !group.required ? [NO_CHOICE] : [];
}

function pickedFrom(group: OptionGroup, values: string[]): Picked {
  const indexes = values.filter((value) => value !== NO_CHOICE).map(Number);
  if (group.type === 'multiselect') return indexes;
  return indexes[0];
}

/** One option group of an item: a radio group (select), checkboxes (multiselect) or a text (text). */
export function OptionGroupField({
  group,
  value,
  onChange,
  error,
  invalid,
  controlRef,
}: OptionGroupFieldProps) {
  const { t } = useLingui();
  const rows = useChoiceRows(group);
  if (group.type === 'text') {
    return (
      <TextField
        label={group.name}
        multiline
        rows={2}
        maxLength={OPTION_TEXT_MAX}
        required={group.required}
        hint={t`Maximaal ${OPTION_TEXT_MAX} tekens.`}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => onChange(event.target.value)}
        error={error}
        aria-invalid={invalid || undefined}
        ref={controlRef}
      />
    );
  }
  const max = maxSelectionsOf(group);
  return (
    <ChoiceList
      label={group.name}
      type={group.type === 'select' ? 'single' : 'multiple'}
      options={rows}
      value={chosenValues(group, value)}
      onChange={(values) => onChange(pickedFrom(group, values))}
      required={group.required}
      hint={group.type === 'multiselect' ? t`Kies er maximaal ${max}.` : undefined}
      chosenText={(chosen, most) => t`${chosen}/${most} gekozen`}
      requiredText={t`(verplicht)`}
      error={error}
      invalid={invalid}
      firstInputRef={controlRef}
      max={group.type === 'multiselect' ? max : undefined}
    />
  );
}
