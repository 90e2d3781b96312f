import type { Product } from '../shared/items/products-api';

/** The collection filter: every product, those without a collection, or one collection's id. */
export const ALL_COLLECTIONS = 'alle';
export const NO_COLLECTION = 'geen';

/** Products whose name or description holds the search text (ignoring case and accents), in the chosen collection. */
export function filterProducts(products: readonly Product[], search: string, collection: string): Product[] {
  const needle = normalize(search.trim());
  return products.filter((product) => {
    if (collection === NO_COLLECTION && product.collection !== null) return false;
    if (
      collection !== ALL_COLLECTIONS &&
      collection !== NO_COLLECTION &&
      product.collection?._id !== collection
    )
      return false;
    return needle === '' || normalize(`${product.name} ${product.description}`).includes(needle);
  });
}

function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}
