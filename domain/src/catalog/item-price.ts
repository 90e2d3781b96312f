import { CATALOG_MESSAGES } from './catalog-messages';
import { maxSelectionsOf, type OptionGroup } from './option-groups';
import { addCents, sumCents, type Cents } from '../money';
import { discountedCents } from '../pricing/discounted-cents';
import { isWellFormedText } from '../well-formed-text';

/**
 * What a customer picked, keyed by option-group index: a choice index (select), a list of choice
 * indexes (multiselect) or a text (text).
 */
export type SelectedOptions = Record<string, number | number[] | string | undefined>;

/** Longest text a customer may type in a text option (a name on a cake, a remark). */
export const OPTION_TEXT_MAX = 200;

/** Dutch texts for a selection that does not fit the item's option groups. */
export const SELECTION_MESSAGES = {
  unknownOption: 'Deze optie bestaat niet (meer).',
  textInvalid: (optionName: string) => `Vul bij ${optionName} een tekst in.`,
  textTooLong: (max: number, optionName: string) => `${optionName} mag niet langer zijn dan ${max} tekens.`,
} as const;

function chosenIndexes(group: OptionGroup, picked: unknown): number[] {
  if (group.type === 'text' || picked === undefined || typeof picked === 'string') return [];
  return [...new Set(Array.isArray(picked) ? picked : [picked])] as number[];
}

/** Keys that name an option group: '0', '1', … (no leading zeros, no signs). */
function groupIndexOf(key: string, groupCount: number): number | undefined {
  if (!/^(0|[1-9]\d{0,3})$/.test(key)) return undefined;
  const index = Number(key);
  return index < groupCount ? index : undefined;
}

/** The problem with the value picked for one group, whatever its JSON type; undefined when it fits. */
function pickProblem(group: OptionGroup, picked: unknown): string | undefined {
  if (picked === undefined || picked === null) return undefined;
  if (group.type === 'text') {
    if (typeof picked !== 'string' || !isWellFormedText(picked))
      return SELECTION_MESSAGES.textInvalid(group.name);
    return picked.length > OPTION_TEXT_MAX
      ? SELECTION_MESSAGES.textTooLong(OPTION_TEXT_MAX, group.name)
      : undefined;
  }
  const isChoice = (value: unknown) =>
    typeof value === 'number' && Number.isInteger(value) && group.options[value] !== undefined;
  const list = Array.isArray(picked) ? (picked as unknown[]) : [picked];
  if (!list.every(isChoice)) return CATALOG_MESSAGES.unknownChoice(group.name);
  const count = new Set(list).size;
  if (group.type === 'select' && count > 1) return CATALOG_MESSAGES.unknownChoice(group.name);
  const max = maxSelectionsOf(group);
  if (group.type === 'multiselect' && count > max) return CATALOG_MESSAGES.tooManySelections(max, group.name);
  return undefined;
}

/**
 * The Dutch message for the first problem with a selection, or undefined when it can be ordered:
 * every key names a group, every value has its group's type (a choice index for select, at most
 * maxSelections indexes for multiselect, a text of at most 200 characters for text), and every
 * required group is filled. Accepts any JSON, so the server can hand it what a client sent.
 */
export function checkSelection(
  groups: readonly OptionGroup[],
  selected: SelectedOptions,
): string | undefined {
  const picks: Record<string, unknown> = selected;
  for (const key of Object.keys(picks)) {
    if (groupIndexOf(key, groups.length) === undefined && picks[key] !== undefined)
      return SELECTION_MESSAGES.unknownOption;
  }
  for (const [index, group] of groups.entries()) {
    const problem = pickProblem(group, picks[index]);
    if (problem) return problem;
  }
  const missing = groups.some((group, index) => {
    if (!group.required) return false;
    const picked = picks[index];
    if (group.type === 'text') return typeof picked !== 'string' || picked.trim() === '';
    return chosenIndexes(group, picked).length === 0;
  });
  return missing ? CATALOG_MESSAGES.requiredOptionsMissing : undefined;
}

/** The extras of the chosen options; unknown choices add nothing (checkSelection refuses them). */
export function selectedExtrasCents(groups: readonly OptionGroup[], selected: SelectedOptions): Cents {
  return sumCents(
    groups.flatMap((group, index) =>
      chosenIndexes(group, selected[index]).flatMap((choice) => group.options[choice]?.priceCents ?? []),
    ),
  );
}

/**
 * Base price plus the chosen extras, minus the discount percentage, rounded half-up to whole cents
 * (the same rounding as the cart's, `pricing/priceItem`).
 */
export function itemPriceCents(
  basePrice: Cents,
  groups: readonly OptionGroup[],
  selected: SelectedOptions,
  discountPercent = 0,
): Cents {
  const full = addCents(basePrice, selectedExtrasCents(groups, selected));
  return discountedCents(full, discountPercent);
}
