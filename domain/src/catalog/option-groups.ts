import { readAllergenList, type AllergenCode } from './allergens';
import { CATALOG_LIMITS } from './catalog-limits';
import { CATALOG_MESSAGES } from './catalog-messages';
import { isBlank, readExtraPrice, readWholeNumber } from './amounts';
import type { TranslatedTexts } from '../i18n/content-translations';
import type { TranslationLanguage } from '../i18n/languages';
import { parseContentTranslations } from '../i18n/parse-content-translations';
import { ZERO_CENTS, type Cents } from '../money';
import {
  failure,
  invalid,
  isRecord,
  problemOf,
  valid,
  type FieldErrors,
  type FieldResult,
  type Parsed,
} from '../parsing';
import { maxLength, readBoolean, readRequiredText } from '../validation';

/** A group's or a choice's name in the other languages, when the owner gave it. */
export type NameTranslations = Partial<Record<TranslationLanguage, Pick<TranslatedTexts, 'name'>>>;

/** select: one choice; multiselect: up to maxSelections choices; text: free text (menus only). */
export type OptionGroupType = 'select' | 'multiselect' | 'text';

export const OPTION_GROUP_TYPES: readonly OptionGroupType[] = ['select', 'multiselect', 'text'];
export const PRODUCT_OPTION_TYPES: readonly OptionGroupType[] = ['select', 'multiselect'];
export const DEFAULT_MAX_SELECTIONS = 1;

/**
 * A choice within a group, with its extra price and the allergens it adds to the line when chosen.
 * Choices saved before allergens existed have none; a parsed choice always has the list.
 */
export interface OptionChoice {
  name: string;
  priceCents: Cents;
  allergens?: AllergenCode[];
  /** 'Niet beschikbaar': shown, not choosable, until the owner switches it back; absent when available. */
  available?: false;
  /** Absent when the owner gave none. */
  translations?: NameTranslations;
}

/** An option group (spec: name, type, required, options, maxSelections); the API shows it in euros. */
export interface OptionGroup {
  name: string;
  type: OptionGroupType;
  required: boolean;
  options: OptionChoice[];
  /** Only for multiselect. */
  maxSelections?: number;
  /** Absent when the owner gave none. */
  translations?: NameTranslations;
}

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
  return { name: '', priceCents: ZERO_CENTS, allergens: [] };
}

/** A group's or a choice's name: required, and not endless. */
export function readOptionName(value: unknown): FieldResult<string> {
  return readRequiredText(value, maxLength(CATALOG_LIMITS.optionNameMax));
}

export const checkOptionName = (value: unknown) => problemOf(readOptionName(value));

/** A multiselect's maximum: a whole number from 1 up to the number of choices; blank is 1. */
export function readMaxSelections(value: unknown, choiceCount: number): FieldResult<number> {
  if (isBlank(value)) return valid(DEFAULT_MAX_SELECTIONS);
  const max = readWholeNumber(value);
  if (max === undefined || max < 1) return invalid(CATALOG_MESSAGES.maxSelectionsInvalid);
  if (choiceCount > 0 && max > choiceCount)
    return invalid(CATALOG_MESSAGES.maxSelectionsAboveChoices(choiceCount));
  return valid(max);
}

export const checkMaxSelections = (value: unknown, choiceCount: number) =>
  problemOf(readMaxSelections(value, choiceCount));

/**
 * How many choices a customer may tick in a group: its maximum for a multiselect (1 when it has none),
 * one for a select. The order is refused above it, and the shop's form stops offering more at it.
 */
export function maxSelectionsOf(group: OptionGroup): number {
  return group.type === 'multiselect' ? (group.maxSelections ?? DEFAULT_MAX_SELECTIONS) : 1;
}

export interface OptionGroupsOptions {
  /** Prefix of the error keys, so a form can show each message beside its field. */
  field?: string;
  types?: readonly OptionGroupType[];
}

/**
 * Reads option groups from JSON text (as a multipart form sends them) or from parsed JSON, with the
 * extras in euros, into canonical groups (trimmed names, extras in cents, maxSelections only for
 * multiselect); or a Dutch message per invalid field, keyed like `productOptions.0.options.1.price`.
 */
export function parseOptionGroups(
  input: unknown,
  { field = 'productOptions', types = PRODUCT_OPTION_TYPES }: OptionGroupsOptions = {},
): Parsed<OptionGroup[]> {
  if (isBlank(input)) return valid([]);
  let value = input;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return failure({ [field]: CATALOG_MESSAGES.optionsMalformedJson });
    }
  }
  if (!Array.isArray(value)) return failure({ [field]: CATALOG_MESSAGES.optionsWrongShape });
  if (value.length > CATALOG_LIMITS.optionGroupsMax)
    return failure({ [field]: CATALOG_MESSAGES.tooManyOptionGroups(CATALOG_LIMITS.optionGroupsMax) });

  const errors: FieldErrors = {};
  const groups = value.map((raw, index) => readGroup(raw, `${field}.${index}`, types, errors));
  return Object.keys(errors).length > 0 ? failure(errors) : valid(groups);
}

/** Reads one group, noting its problems in `errors`; what it returns counts only when there are none. */
function readGroup(
  raw: unknown,
  path: string,
  types: readonly OptionGroupType[],
  errors: FieldErrors,
): OptionGroup {
  if (!isRecord(raw)) {
    errors[path] = CATALOG_MESSAGES.optionsWrongShape;
    return newOptionGroup();
  }
  const name = note(readOptionName(raw.name), `${path}.name`, errors, '');
  const type = types.find((candidate) => candidate === raw.type);
  if (!type) errors[`${path}.type`] = CATALOG_MESSAGES.optionTypeInvalid;
  const required = readBoolean(raw.required) === true;
  const translations = readNameTranslations(raw.translations, path, errors);

  if (type === 'text') return { name, type, required, options: [], ...translations };
  const options = readChoices(raw.options, `${path}.options`, errors);
  const group: OptionGroup = { name, type: type ?? 'select', required, options, ...translations };
  if (type === 'multiselect')
    group.maxSelections = note(
      readMaxSelections(raw.maxSelections, options.length),
      `${path}.maxSelections`,
      errors,
      DEFAULT_MAX_SELECTIONS,
    );
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
    const source = isRecord(choice) ? choice : {};
    return {
      name: note(readOptionName(source.name), `${path}.${index}.name`, errors, ''),
      priceCents: note(readExtraPrice(source.price), `${path}.${index}.price`, errors, ZERO_CENTS),
      allergens: note(readAllergenList(source.allergens), `${path}.${index}.allergens`, errors, []),
      ...(readBoolean(source.available) === false && { available: false as const }),
      ...readNameTranslations(source.translations, `${path}.${index}`, errors),
    };
  });
}

/** `{ translations }` when the owner named the group or choice in another language, else nothing. */
function readNameTranslations(
  raw: unknown,
  path: string,
  errors: FieldErrors,
): { translations?: NameTranslations } {
  const translations = parseContentTranslations(raw, {
    fields: { name: CATALOG_LIMITS.optionNameMax },
    field: `${path}.translations`,
  });
  if (!translations.ok) {
    Object.assign(errors, translations.errors);
    return {};
  }
  return Object.keys(translations.value).length > 0 ? { translations: translations.value } : {};
}

/** A field's value; when it has none, its message goes into `errors` and `fallback` stands in. */
function note<T>(result: FieldResult<T>, path: string, errors: FieldErrors, fallback: T): T {
  if (result.ok) return result.value;
  errors[path] = result.message;
  return fallback;
}
