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
      ...(choice.available === false && { available: false as const }),
    })),
  };
  if (group.maxSelections !== undefined) view.maxSelections = group.maxSelections;
  return view;
}
