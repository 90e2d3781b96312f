import { eurosFromCents } from '../money';
import type { OptionGroupView } from '../api-views';
import type { OptionGroup } from './option-groups';

/** An option group as JSON carries it: euros exist only there, so the extras go out with two decimals. */
export function toOptionGroupView(group: OptionGroup): OptionGroupView {
  const view: OptionGroupView = {
    name: group.name,
    type: group.type,
    required: group.required,
    options: group.options.map((choice) => ({
      name: choice.name,
      price: eurosFromCents(choice.priceCents),
      allergens: choice.allergens ?? [],
      ...(choice.available === false && { available: false as const }),
      ...(choice.translations && { translations: choice.translations }),
    })),
  };
  if (group.maxSelections !== undefined) view.maxSelections = group.maxSelections;
  if (group.translations) view.translations = group.translations;
  return view;
}
