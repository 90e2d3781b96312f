import type { Discount } from './discounts-api';

/** How many names a product/menu discount lists before it counts the rest. */
const NAMES_SHOWN = 3;

const percent = new Intl.NumberFormat('nl-BE', { maximumFractionDigits: 2 });

/** "15 %", "12,5 %". */
export function formatPercent(discount: number): string {
  return `${percent.format(discount)} %`;
}

/** What a discount applies to, in a few words: names, a collection, or the whole-shop description. */
export function appliesTo(discount: Discount): string {
  switch (discount.discountType) {
    case 'Collection':
      return discount.collection?.name ?? 'Geen collectie';
    case 'Webshop':
      return discount.description || 'Hele webshop';
    case 'ProductMenu': {
      const names = [...discount.products, ...discount.menus].map((item) => item.name);
      if (names.length === 0) return 'Geen producten of menu’s';
      if (names.length <= NAMES_SHOWN) return names.join(', ');
      return `${names.slice(0, NAMES_SHOWN).join(', ')} en ${names.length - NAMES_SHOWN} meer`;
    }
  }
}
