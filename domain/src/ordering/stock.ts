/** One cart line as stock sees it: the products one of it takes (a menu: each of its products), and how many. */
export interface StockLine {
  productIds: readonly string[];
  quantity: number;
}

/** How many of each product the lines take together (a product in two lines, or in a menu, adds up). */
export function stockNeeded(lines: readonly StockLine[]): Map<string, number> {
  const needed = new Map<string, number>();
  for (const line of lines)
    for (const productId of line.productIds)
      needed.set(productId, (needed.get(productId) ?? 0) + line.quantity);
  return needed;
}

/**
 * How many of each line still fit in what is left (`left`: product → pieces; a product not in it is
 * unlimited), the lines served in cart order: what a cart shrinks to when the shop has less than it
 * asks. Never more than a line asked for, never below 0.
 */
export function quantitiesThatFit(lines: readonly StockLine[], left: ReadonlyMap<string, number>): number[] {
  const remaining = new Map(left);
  return lines.map((line) => {
    const uses = stockNeeded([{ productIds: line.productIds, quantity: 1 }]);
    let fits = line.quantity;
    for (const [productId, perUnit] of uses) {
      const available = remaining.get(productId);
      if (available !== undefined) fits = Math.min(fits, Math.floor(Math.max(available, 0) / perUnit));
    }
    for (const [productId, perUnit] of uses) {
      const available = remaining.get(productId);
      if (available !== undefined) remaining.set(productId, available - fits * perUnit);
    }
    return fits;
  });
}
