import { CATALOG_LIMITS } from './catalog-limits';
import { CATALOG_MESSAGES } from './catalog-messages';
import { checkExtraPrice, isBlank, readEuroAmount, readWholeNumber } from './amounts';
import { MESSAGES } from '../messages';

/** select: one choice; multiselect: up to maxSelections choices; text: free text (menus only). */
export type OptionGroupType = 'select' | 'multiselect' | 'text';

export const OPTION_GROUP_TYPES: readonly OptionGroupType[] = ['select', 'multiselect', 'text'];
export const PRODUCT_OPTION_TYPES: readonly OptionGroupType[] = ['select', 'multiselect'];
export const DEFAULT_MAX_SELECTIONS = 1;

/** A choice within a group; price is the extra in euros. */
export interface OptionChoice {
  name: string;
  price: number;
}

/** An option group as the API and the screens carry it (spec: name, type, required, options, maxSelections). */
export interface OptionGroup {
  name: string;
  type: OptionGroupType;
  required: boolean;
  options: OptionChoice[];
  /** Only for multiselect. */
  maxSelections?: number;
}

export type FieldErrors = Record<string, string>;

/** The spec's new group: type select, not required, one empty choice. */
export function newOptionGroup(): OptionGroup {
  return {
    name: '',
    type: 'select',
    required: false,
    options: [newOptionChoice()],
    maxSelections: DEFAULT_MAX_SELECTIONS,
  };
}

export function newOptionChoice(): OptionChoice {
  return { name: '', price: 0 };
}

/** A group's or a choice's name: required, and not endless. */
export function checkOptionName(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return MESSAGES.required;
  if (value.trim().length > CATALOG_LIMITS.optionNameMax)
    return CATALOG_MESSAGES.maxLength(CATALOG_LIMITS.optionNameMax);
  return undefined;
}

/** A multiselect's maximum: a whole number from 1 up to the number of choices. */
export function checkMaxSelections(value: unknown, choiceCount: number): string | undefined {
  if (isBlank(value)) return undefined;
  const max = readWholeNumber(value);
  if (max === undefined || max < 1) return CATALOG_MESSAGES.maxSelectionsInvalid;
  if (choiceCount > 0 && max > choiceCount) return CATALOG_MESSAGES.maxSelectionsAboveChoices(choiceCount);
  return undefined;
}

export interface ReadOptionGroupsOptions {
  /** Prefix of the error keys, so a form can show each message beside its field. */
  field?: string;
  types?: readonly OptionGroupType[];
}

export interface ReadOptionGroupsResult {
  groups: OptionGroup[];
  /** Keyed like `productOptions.0.options.1.price`; empty when everything is valid. */
  errors: FieldErrors;
}

/**
 * Reads option groups from JSON text (as a multipart form sends them) or from parsed JSON, and
 * returns them in canonical form (trimmed names, numeric prices, maxSelections only for multiselect)
 * together with a Dutch message per invalid field.
 */
export function readOptionGroups(
  input: unknown,
  { field = 'productOptions', types = PRODUCT_OPTION_TYPES }: ReadOptionGroupsOptions = {},
): ReadOptionGroupsResult {
  const errors: FieldErrors = {};
  let value = input;
  if (isBlank(value)) return { groups: [], errors };
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return { groups: [], errors: { [field]: CATALOG_MESSAGES.optionsMalformedJson } };
    }
  }
  if (!Array.isArray(value)) return { groups: [], errors: { [field]: CATALOG_MESSAGES.optionsWrongShape } };
  if (value.length > CATALOG_LIMITS.optionGroupsMax)
    return {
      groups: [],
      errors: { [field]: CATALOG_MESSAGES.tooManyOptionGroups(CATALOG_LIMITS.optionGroupsMax) },
    };

  const groups = value.map((raw, index) => readGroup(raw, `${field}.${index}`, types, errors));
  return { groups, errors };
}

function readGroup(
  raw: unknown,
  path: string,
  types: readonly OptionGroupType[],
  errors: FieldErrors,
): OptionGroup {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    errors[path] = CATALOG_MESSAGES.optionsWrongShape;
    return { name: '', type: 'select', required: false, options: [] };
  }
  const source = raw as Record<string, unknown>;
  const nameError = checkOptionName(source.name);
  if (nameError) errors[`${path}.name`] = nameError;
  const name = typeof source.name === 'string' ? source.name.trim() : '';

  const type = types.find((candidate) => candidate === source.type);
  if (!type) errors[`${path}.type`] = CATALOG_MESSAGES.optionTypeInvalid;
  const required = source.required === true || source.required === 'true';

  if (type === 'text') return { name, type, required, options: [] };
  const options = readChoices(source.options, `${path}.options`, errors);
  const group: OptionGroup = { name, type: type ?? 'select', required, options };
  if (type === 'multiselect') {
    const maxError = checkMaxSelections(source.maxSelections, options.length);
    if (maxError) errors[`${path}.maxSelections`] = maxError;
    group.maxSelections = readWholeNumber(source.maxSelections) ?? DEFAULT_MAX_SELECTIONS;
  }
  return group;
}

function readChoices(raw: unknown, path: string, errors: FieldErrors): OptionChoice[] {
  if (!Array.isArray(raw) || raw.length === 0) {
    errors[path] = CATALOG_MESSAGES.optionNeedsChoice;
    return [];
  }
  if (raw.length > CATALOG_LIMITS.choicesMax) {
    errors[path] = CATALOG_MESSAGES.tooManyChoices(CATALOG_LIMITS.choicesMax);
    return [];
  }
  return raw.map((choice: unknown, index) => {
    const source = typeof choice === 'object' && choice !== null ? (choice as Record<string, unknown>) : {};
    const nameError = checkOptionName(source.name);
    if (nameError) errors[`${path}.${index}.name`] = nameError;
    const priceError = checkExtraPrice(source.price);
    if (priceError) errors[`${path}.${index}.price`] = priceError;
    return {
      name: typeof source.name === 'string' ? source.name.trim() : '',
      price: isBlank(source.price) ? 0 : (readEuroAmount(source.price) ?? 0),
    };
  });
}
