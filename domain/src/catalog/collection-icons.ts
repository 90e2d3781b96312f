/**
 * The 25 named collection icons with their Dutch labels, in the spec's order. The first 21 keys and
 * boxIcon are the spec's names; the spec leaves three labels unpaired, so IceCreamBowl, Shrimp and
 * Cookie are our choice.
 */
export const COLLECTION_ICONS = [
  { key: 'Utensils', label: 'Algemeen' },
  { key: 'Salad', label: 'Voorgerechten' },
  { key: 'Beef', label: 'Hoofdgerechten' },
  { key: 'Cake', label: 'Desserts' },
  { key: 'CupSoda', label: 'Dranken' },
  { key: 'Wine', label: 'Wijn' },
  { key: 'Beer', label: 'Bier' },
  { key: 'Martini', label: 'Cocktails' },
  { key: 'Coffee', label: 'Koffie & Thee' },
  { key: 'Pizza', label: 'Pizza' },
  { key: 'Wheat', label: 'Pasta & Noedels' },
  { key: 'ChefHat', label: 'Aziatisch' },
  { key: 'Fish', label: 'Sushi' },
  { key: 'Sandwich', label: 'Burgers' },
  { key: 'Popcorn', label: 'Frietjes & Snacks' },
  { key: 'Carrot', label: 'Salades' },
  { key: 'Soup', label: 'Soepen' },
  { key: 'Croissant', label: 'Ontbijt & Brunch' },
  { key: 'Egg', label: 'Vis & Schaaldieren' },
  { key: 'IceCream', label: 'Gevogelte' },
  { key: 'Apple', label: 'Vlees' },
  { key: 'IceCreamBowl', label: 'IJs & Desserts' },
  { key: 'Shrimp', label: 'Kreeft & Schaaldieren' },
  { key: 'Cookie', label: 'Snacks & Popcorn' },
  { key: 'boxIcon', label: 'Boxen' },
] as const;

export type CollectionIconKey = (typeof COLLECTION_ICONS)[number]['key'];

const KEYS: ReadonlySet<string> = new Set(COLLECTION_ICONS.map((icon) => icon.key));

/** http(s), a host, then anything without spaces; the domain has no URL parser (no DOM, no Node). */
const IMAGE_URL = /^https?:\/\/[a-z0-9.-]+(:\d+)?([/?#]\S*)?$/i;

/** Longest image URL accepted as a collection icon. */
export const ICON_URL_MAX_LENGTH = 2000;

export function isNamedCollectionIcon(value: string): value is CollectionIconKey {
  return KEYS.has(value);
}

/** An icon is one of the named icons, or an absolute http(s) URL of an image. */
export function isCollectionIcon(value: string): boolean {
  if (isNamedCollectionIcon(value)) return true;
  return value.length <= ICON_URL_MAX_LENGTH && IMAGE_URL.test(value);
}

/** The Dutch label of a named icon; undefined for an image URL or an unknown name. */
export function collectionIconLabel(value: string): string | undefined {
  return COLLECTION_ICONS.find((icon) => icon.key === value)?.label;
}
