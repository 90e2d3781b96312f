import type { SelectedOptions } from '../catalog/item-price';
import type { OptionChoice, OptionGroup } from '../catalog/option-groups';
import { eurosFromCents } from '../money';

function choiceText(choice: OptionChoice): string {
  return choice.priceCents > 0
    ? `${choice.name} (+€${eurosFromCents(choice.priceCents).toFixed(2)})`
    : choice.name;
}

/**
 * A selection as the lines a receipt, a mail and the kitchen read, one per filled group, in the
 * groups' order: 'Brood: Wit', 'Extra's: Kaas (+€0.50), Ham (+€1.00)', 'Naam op taart: Lotte'.
 * Expects a selection `checkSelection` accepted; anything it does not know is left out.
 */
export function optionLinesOf(groups: readonly OptionGroup[], selected: SelectedOptions): string[] {
  return groups.flatMap((group, index) => {
    const picked: unknown = selected[index];
    if (group.type === 'text') {
      const text = typeof picked === 'string' ? picked.trim() : '';
      return text === '' ? [] : [`${group.name}: ${text}`];
    }
    const indexes = [...new Set(Array.isArray(picked) ? (picked as unknown[]) : [picked])];
    const choices = indexes.flatMap((choice) =>
      typeof choice === 'number' && group.options[choice] ? [group.options[choice]] : [],
    );
    return choices.length === 0 ? [] : [`${group.name}: ${choices.map(choiceText).join(', ')}`];
  });
}

/** The name a payment page shows for a line: the item with its options, e.g. 'Broodje (Brood: Wit)'. */
export function lineTitle(name: string, optionLines: readonly string[]): string {
  return optionLines.length === 0 ? name : `${name} (${optionLines.join('; ')})`;
}
