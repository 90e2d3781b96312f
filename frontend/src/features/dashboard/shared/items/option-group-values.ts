import {
  DEFAULT_MAX_SELECTIONS,
  readEuroAmount,
  readWholeNumber,
  translationsField,
  type AllergenCode,
  type NameTranslations,
  type OptionGroupType,
  type OptionGroupView,
} from '@bestelklaar/domain';
import { translationsOf } from '../translations/translation-values';
import { decimal } from './decimal';

/** An option group as the form edits it: numbers stay text until the form is sent. */
export interface OptionGroupValues {
  name: string;
  /** A product's groups are select or multiselect; a menu's may also ask for free text. */
  type: OptionGroupType;
  required: boolean;
  maxSelections: string;
  options: OptionChoiceValues[];
  /** Its name in French and English ('Vertalingen'); absent until it has some. */
  translations?: NameTranslations;
}

/**
 * One choice: its name, its extra price as typed, the allergens it adds to the line, and
 * `unavailable`: 'Niet beschikbaar', shown in the shop but not choosable.
 */
export interface OptionChoiceValues {
  name: string;
  price: string;
  allergens: AllergenCode[];
  unavailable?: boolean;
  /** Its name in French and English; absent until it has some. */
  translations?: NameTranslations;
}

export function newOptionChoiceValues(): OptionChoiceValues {
  return { name: '', price: '', allergens: [] };
}

/** The spec's new group: select, not required, one empty choice. */
export function newOptionGroupValues(): OptionGroupValues {
  return {
    name: '',
    type: 'select',
    required: false,
    maxSelections: String(DEFAULT_MAX_SELECTIONS),
    options: [newOptionChoiceValues()],
  };
}

export function optionGroupToValues(group: OptionGroupView): OptionGroupValues {
  return {
    name: group.name,
    type: group.type,
    required: group.required,
    maxSelections: String(group.maxSelections ?? DEFAULT_MAX_SELECTIONS),
    options: group.options.map((choice) => ({
      name: choice.name,
      price: decimal(choice.price),
      ...(choice.available === false && { unavailable: true }),
      allergens: [...(choice.allergens ?? [])],
      ...(choice.translations && { translations: choice.translations }),
    })),
    ...(group.translations && { translations: group.translations }),
  };
}

/** A group as JSON carries it: a free-text group without choices, maxSelections only for multiselect. */
export function toOptionGroupView(group: OptionGroupValues): OptionGroupView {
  const converted: OptionGroupView = {
    name: group.name.trim(),
    type: group.type,
    required: group.required,
    options:
      group.type === 'text'
        ? []
        : group.options.map((choice) => ({
            name: choice.name.trim(),
            price: choice.price.trim() === '' ? 0 : (readEuroAmount(choice.price) ?? 0),
            ...(choice.unavailable === true && { available: false as const }),
            allergens: choice.allergens,
            ...translatedNames(choice.translations),
          })),
    ...translatedNames(group.translations),
  };
  if (group.type === 'multiselect')
    converted.maxSelections = readWholeNumber(group.maxSelections) ?? DEFAULT_MAX_SELECTIONS;
  return converted;
}

/** `{ translations }` of the names the owner typed, trimmed; nothing when none. */
function translatedNames(values: NameTranslations | undefined): { translations?: NameTranslations } {
  return values ? translationsField(translationsOf(values)) : {};
}
