import type { OptionChoice, OptionGroup, SelectedOptions } from '@bestelklaar/domain';

/** The longest answer to a text option (e.g. 'Opmerking'): room for a remark, not for a letter. */
export const OPTION_TEXT_MAX = 200;

type Picked = SelectedOptions[string];

function normalizedValue(value: Picked): Picked {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
  if (Array.isArray(value)) return value.length === 0 ? undefined : [...new Set(value)].sort((a, b) => a - b);
  return value;
}

/**
 * The selection without blanks (no empty text, no empty list), lists in order without repeats and
 * texts trimmed, so two selections that mean the same are equal.
 */
export function normalizeSelection(selected: SelectedOptions): SelectedOptions {
  const normalized: SelectedOptions = {};
  for (const key of Object.keys(selected).sort((a, b) => Number(a) - Number(b))) {
    const value = normalizedValue(selected[key]);
    if (value !== undefined) normalized[key] = value;
  }
  return normalized;
}

/** The same text for two selections that mean the same, to tell cart lines apart. */
export function selectionKey(selected: SelectedOptions): string {
  return JSON.stringify(Object.entries(normalizeSelection(selected)));
}

const isChoiceOf = (group: OptionGroup, value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && group.options[value] !== undefined;

function fitsGroup(group: OptionGroup, value: Picked): boolean {
  switch (group.type) {
    case 'select':
      return isChoiceOf(group, value);
    case 'multiselect':
      return Array.isArray(value) && value.every((choice) => isChoiceOf(group, choice));
    case 'text':
      return typeof value === 'string' && value.length <= OPTION_TEXT_MAX;
  }
}

/**
 * Whether every pick still has its place: a group that exists, a value of the group's kind, choices
 * that exist and a text that is not too long. `checkSelection` adds the spec's rules (maximum,
 * required).
 */
export function selectionFitsGroups(groups: readonly OptionGroup[], selected: SelectedOptions): boolean {
  return Object.entries(normalizeSelection(selected)).every(([key, value]) => {
    const group = /^\d+$/.test(key) ? groups[Number(key)] : undefined;
    return group !== undefined && fitsGroup(group, value);
  });
}

const chosenIndexes = (value: Picked) =>
  Array.isArray(value) ? value : typeof value === 'number' ? [value] : [];

function chosenText(group: OptionGroup, value: Picked): string | undefined {
  if (group.type === 'text') return typeof value === 'string' ? value : undefined;
  const names = chosenIndexes(value).flatMap((index) => group.options[index]?.name ?? []);
  return names.length === 0 ? undefined : names.join(', ');
}

/**
 * What was chosen, one line per group, each as `line` writes a group's name and its choices in the
 * page's language: 'Saus: Tartaar', 'Sauce\u00a0: Tartare'.
 */
export function describeSelection(
  groups: readonly OptionGroup[],
  selected: SelectedOptions,
  line: (group: string, chosen: string) => string,
): string[] {
  const normalized = normalizeSelection(selected);
  return groups.flatMap((group, index) => {
    const text = chosenText(group, normalized[index]);
    return text === undefined ? [] : [line(group.name, text)];
  });
}

/** The choices picked, over all groups (a text answer is no choice). */
export function chosenChoices(groups: readonly OptionGroup[], selected: SelectedOptions): OptionChoice[] {
  const normalized = normalizeSelection(selected);
  return groups.flatMap((group, index) =>
    group.type === 'text'
      ? []
      : chosenIndexes(normalized[index]).flatMap((choice) => group.options[choice] ?? []),
  );
}
