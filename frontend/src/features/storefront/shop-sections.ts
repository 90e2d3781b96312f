import type { CollectionView, ShopItem, StorefrontView } from '@bestelklaar/domain';

/** One collection's part of the shop page. */
export interface ShopSection {
  /** Unique on the page, usable in an element id. */
  id: string;
  /** Capitalised. */
  title: string;
  icon: string;
  items: ShopItem[];
}

/** The spec's collection for items without one; it always comes last. */
export const OTHER_SECTION_NAME = 'overige';
export const OTHER_SECTION_ID = 'overige';
/** The general icon (see design-system CollectionIcon: 'Utensils' is Algemeen). */
const OTHER_SECTION_ICON = 'Utensils';

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const isOther = (collection: CollectionView) => collection.name.trim().toLowerCase() === OTHER_SECTION_NAME;

/**
 * The page's sections: every collection in sortOrder (an empty one too), products before menus
 * within each, and last 'overige' with the items without a collection. A collection the owner named
 * 'overige' is that section, so it also comes last, and only once.
 */
export function shopSections(
  storefront: Pick<StorefrontView, 'collections' | 'products' | 'menus'>,
  /** The last section's title when the owner named none, in the page's language. */
  otherTitle = capitalise(OTHER_SECTION_NAME),
): ShopSection[] {
  const items: ShopItem[] = [...storefront.products, ...storefront.menus];
  const collections = [...storefront.collections].sort((a, b) => a.sortOrder - b.sortOrder);
  const named = collections.filter((collection) => !isOther(collection));
  const ownOther = collections.find(isOther);
  const known = new Set(named.map((collection) => collection._id));

  const sections: ShopSection[] = named.map((collection) => ({
    id: collection._id,
    title: capitalise(collection.name),
    icon: collection.icon,
    items: items.filter((item) => item.collection?._id === collection._id),
  }));
  const others = items.filter((item) => !item.collection || !known.has(item.collection._id));
  if (ownOther || others.length > 0) {
    sections.push({
      id: OTHER_SECTION_ID,
      title: ownOther ? capitalise(ownOther.name.trim()) : otherTitle,
      icon: ownOther?.icon ?? OTHER_SECTION_ICON,
      items: others,
    });
  }
  return sections;
}

/**
 * The sections as far as their first `itemCount` items go, the last one cut short: the first screen
 * the server renders (a 500-product shop would otherwise cost the server hundreds of milliseconds
 * and the phone a long HTML for cards far below the fold).
 */
export function firstScreenOf(sections: readonly ShopSection[], itemCount: number): ShopSection[] {
  const shown: ShopSection[] = [];
  let room = itemCount;
  for (const section of sections) {
    if (room <= 0) break;
    shown.push(section.items.length <= room ? section : { ...section, items: section.items.slice(0, room) });
    room -= section.items.length;
  }
  return shown;
}

/** The spec cuts a card's description at 100 characters. */
export const CARD_DESCRIPTION_LENGTH = 100;

export function cardDescription(description: string): string {
  const text = description.trim();
  return text.length <= CARD_DESCRIPTION_LENGTH
    ? text
    : `${text.slice(0, CARD_DESCRIPTION_LENGTH).trimEnd()}…`;
}
