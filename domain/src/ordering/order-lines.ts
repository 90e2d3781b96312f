import { lineAllergens, type AllergenCode } from '../catalog/allergens';
import type { SelectedOptions } from '../catalog/item-price';
import type { OptionChoice, OptionGroup } from '../catalog/option-groups';
import { nameIn, type NamedPiece } from '../i18n/content-translations';
import type { Language } from '../i18n/languages';
import { eurosFromCents, formatSurcharge } from '../money';

function choiceText(choice: OptionChoice, language: Language): string {
  const name = nameIn(choice, language);
  return choice.priceCents > 0
    ? `${name} ${formatSurcharge(eurosFromCents(choice.priceCents), language)}`
    : name;
}

/** A group's line as each language writes it: French puts a non-breaking space before the colon. */
function groupLine(group: string, chosen: string, language: Language): string {
  return language === 'fr' ? `${group}\u00a0: ${chosen}` : `${group}: ${chosen}`;
}

/** The choices a selection picked in one group, each once; a text group has none. */
function chosenIn(group: OptionGroup, picked: unknown): OptionChoice[] {
  if (group.type === 'text') return [];
  const indexes = [...new Set(Array.isArray(picked) ? (picked as unknown[]) : [picked])];
  return indexes.flatMap((choice) =>
    typeof choice === 'number' && group.options[choice] ? [group.options[choice]] : [],
  );
}

/**
 * What a line contains as ordered: the item's allergens with those of every chosen choice
 * ('Extra kaas' adds milk). Expects a selection `checkSelection` accepted.
 */
export function lineAllergensOf(
  itemAllergens: readonly AllergenCode[],
  groups: readonly OptionGroup[],
  selected: SelectedOptions,
): AllergenCode[] {
  return lineAllergens(
    itemAllergens,
    groups.flatMap((group, index) => chosenIn(group, selected[index])),
  );
}

/**
 * A selection as the lines a receipt, a mail and the kitchen read, one per filled group, in the
 * groups' order and in `language` (names as `nameIn` gives them, surcharges as `formatSurcharge`):
 * 'Brood: Wit', 'Extra's: Kaas + € 0,50, Ham + € 1,00', 'Naam op taart: Lotte'; 'Pain : Gris +0,30 €'.
 * Expects a selection `checkSelection` accepted; anything it does not know is left out.
 */
export function optionLinesOf(
  groups: readonly OptionGroup[],
  selected: SelectedOptions,
  language: Language,
): string[] {
  return groups.flatMap((group, index) => {
    const picked: unknown = selected[index];
    const name = nameIn(group, language);
    if (group.type === 'text') {
      const text = typeof picked === 'string' ? picked.trim() : '';
      return text === '' ? [] : [groupLine(name, text, language)];
    }
    const choices = chosenIn(group, picked);
    const chosen = choices.map((choice) => choiceText(choice, language)).join(', ');
    return choices.length === 0 ? [] : [groupLine(name, chosen, language)];
  });
}

/** What an order line says of its item in one language: its name, its choices, a menu's products. */
export interface LineTexts {
  name: string;
  optionLines: string[];
  includedProducts: string[];
}

/**
 * An order line's texts as a reader of `language` reads them, every name by `nameIn` (the shop
 * page's rule) and every surcharge by `formatSurcharge`: the shop's Dutch ones for its own screens,
 * the order's language for the customer's pages and mails.
 */
export function lineTextsIn(
  item: NamedPiece & { includedProducts: readonly NamedPiece[] },
  groups: readonly OptionGroup[],
  selected: SelectedOptions,
  language: Language,
): LineTexts {
  return {
    name: nameIn(item, language),
    optionLines: optionLinesOf(groups, selected, language),
    includedProducts: item.includedProducts.map((product) => nameIn(product, language)),
  };
}

/**
 * Of a line's option lines, those the customer typed (a text option: 'Opmerking voor de keuken:
 * zonder ui', 'Naam op taart: Lotte'): the kitchen reads them, it does not count them. optionLinesOf
 * writes one line per filled group in the groups' order, so the selection the snapshot keeps says
 * which line is whose; a snapshot that does not add up marks none.
 */
export function kitchenNotesOf(optionLines: readonly string[], selected: SelectedOptions): string[] {
  const filled = Object.keys(selected)
    .sort((a, b) => Number(a) - Number(b))
    .map((group) => selected[group])
    .filter((value) =>
      typeof value === 'string'
        ? value.trim() !== ''
        : Array.isArray(value)
          ? value.length > 0
          : typeof value === 'number',
    );
  if (filled.length !== optionLines.length) return [];
  return optionLines.filter((_, position) => typeof filled[position] === 'string');
}

/** The name a payment page shows for a line: the item with its options, e.g. 'Broodje (Brood: Wit)'. */
export function lineTitle(name: string, optionLines: readonly string[]): string {
  return optionLines.length === 0 ? name : `${name} (${optionLines.join('; ')})`;
}
