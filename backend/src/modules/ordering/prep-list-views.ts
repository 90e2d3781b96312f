import { combineAllergens, kitchenNotesOf, type AllergenCode, type PrepListView } from '@bestelklaar/domain';
import type { OrderLineEntity } from './order-line.entity';
import type { RefundEntity } from './refund.entity';

/** The order's lines less what refunds by lines gave back (a failed refund gave back nothing). */
export function stillToMake(
  lines: readonly OrderLineEntity[],
  refunds: readonly RefundEntity[],
): OrderLineEntity[] {
  const refunded = new Map<number, number>();
  for (const refund of refunds)
    if (refund.status !== 'failed')
      for (const choice of refund.lines)
        refunded.set(choice.position, (refunded.get(choice.position) ?? 0) + choice.quantity);
  return lines
    .map((line) => ({ ...line, quantity: line.quantity - (refunded.get(line.position) ?? 0) }))
    .filter((line) => line.quantity > 0);
}

/** One pickup slot piece of the prep list, counting as lines are added. */
export class PrepSlot {
  private orderCount = 0;
  private readonly items = new Map<
    string,
    {
      name: string;
      quantity: number;
      options: Map<string, number>;
      kitchenNotes: Map<string, number>;
      allergens: AllergenCode[];
    }
  >();

  constructor(
    private readonly start: string,
    private readonly end: string,
  ) {}

  add(lines: readonly OrderLineEntity[]): void {
    this.orderCount += 1;
    for (const line of lines) {
      const notes = kitchenNotesOf(line.optionLines, line.selectedOptions);
      this.count(line.itemKind, line.name, line.quantity, line.optionLines, notes, line.allergens);
      if (line.itemKind === 'menu')
        for (const product of line.includedProducts)
          this.count('product', product, line.quantity, [], [], []);
    }
  }

  private count(
    kind: string,
    name: string,
    quantity: number,
    optionLines: readonly string[],
    kitchenNotes: readonly string[],
    allergens: readonly AllergenCode[],
  ): void {
    const key = `${kind}:${name}`;
    const item = this.items.get(key) ?? {
      name,
      quantity: 0,
      options: new Map<string, number>(),
      kitchenNotes: new Map<string, number>(),
      allergens: [] as AllergenCode[],
    };
    this.items.set(key, item);
    item.quantity += quantity;
    item.allergens = combineAllergens(item.allergens, allergens);
    for (const text of optionLines) {
      const counts = kitchenNotes.includes(text) ? item.kitchenNotes : item.options;
      counts.set(text, (counts.get(text) ?? 0) + quantity);
    }
  }

  view(): PrepListView['slots'][number] {
    const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'nl');
    return {
      timeSlot: { start: this.start, end: this.end },
      orderCount: this.orderCount,
      items: [...this.items.values()].sort(byName).map((item) => ({
        name: item.name,
        quantity: item.quantity,
        options: byText(item.options),
        kitchenNotes: byText(item.kitchenNotes),
        allergens: item.allergens,
      })),
    };
  }
}

/** Counted texts, in alphabetical order. */
function byText(counts: Map<string, number>): { text: string; quantity: number }[] {
  return [...counts]
    .map(([text, quantity]) => ({ text, quantity }))
    .sort((a, b) => a.text.localeCompare(b.text, 'nl'));
}
