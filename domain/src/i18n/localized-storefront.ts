import { knownTranslation } from './customer-messages';
import { nameIn, translatedText, type ContentTranslations } from './content-translations';
import type { Language } from './languages';
import type { CollectionRefView, ItemView, OptionGroupView } from '../api-views';
import type { StorefrontView } from '../storefront-view';

type Translatable = { name: string; translations?: ContentTranslations };

/** A name in `language`, and the piece without its translations: a customer reads one language. */
function localizedName<T extends Translatable>(piece: T, language: Language): Omit<T, 'translations'> {
  const { translations: _read, ...rest } = piece;
  return { ...rest, name: nameIn(piece, language) };
}

/** Option groups and their choices named in `language`, each name falling back to Dutch. */
export function localizedOptionGroups(groups: OptionGroupView[], language: Language): OptionGroupView[] {
  return groups.map((group) => ({
    ...localizedName(group, language),
    options: group.options.map((choice) => localizedName(choice, language)),
  }));
}

/**
 * An item (a product, a menu, a product in a menu …) in `language`: its name and description, its
 * options, and its collection's name as `collections` give it; every text falling back to Dutch.
 */
export function localizedItem<T extends Pick<ItemView, 'name' | 'description' | 'translations'>>(
  item: T & Partial<Pick<ItemView, 'productOptions' | 'collection'>>,
  language: Language,
  collections: ReadonlyMap<string, CollectionRefView> = new Map(),
): Omit<T, 'translations'> {
  const { translations, ...rest } = item;
  return {
    ...rest,
    name: nameIn(item, language),
    description: translatedText(item.description, translations, 'description', language),
    ...(item.productOptions && { productOptions: localizedOptionGroups(item.productOptions, language) }),
    ...(item.collection && { collection: collections.get(item.collection._id) ?? item.collection }),
  };
}

/**
 * The shop's read in `language`: the owner's content resolved field by field (a translation where
 * they gave one, else the Dutch text) and no translations left in it, so one read is one language.
 */
export function localizedStorefront(
  view: Omit<StorefrontView, 'language'>,
  language: Language,
): StorefrontView {
  const collections = view.collections.map((collection) => localizedName(collection, language));
  const collectionRefs = new Map(collections.map(({ _id, name, icon }) => [_id, { _id, name, icon }]));
  const { shopDescriptionTranslations, allergenInfoTextTranslations, ...info } = view.info;
  const { webshopDiscounts, ...discounts } = view.discounts;
  return {
    ...view,
    language,
    info: {
      ...info,
      shopDescription: translatedText(
        info.shopDescription,
        shopDescriptionTranslations,
        'description',
        language,
      ),
      allergenInfoText: translatedText(
        info.allergenInfoText,
        allergenInfoTextTranslations,
        'description',
        language,
      ),
    },
    collections,
    products: view.products.map((product) => localizedItem(product, language, collectionRefs)),
    menus: view.menus.map((menu) => ({
      ...localizedItem(menu, language, collectionRefs),
      products: menu.products.map((product) => localizedItem(product, language)),
    })),
    discounts: {
      ...discounts,
      webshopDiscounts: webshopDiscounts.map(({ translations, ...discount }) => ({
        ...discount,
        // A description the owner left to the default reads the catalogue's words for it.
        description: translatedText(
          knownTranslation(discount.description, language) ?? discount.description,
          translations,
          'description',
          language,
        ),
      })),
    },
  };
}
