import { ALLERGEN_FIELDS, readAllergenInfo, type AllergenInfo } from './allergens';
import { isBlank, readDailyLimit, readPrice } from './amounts';
import { CATALOG_LIMITS } from './catalog-limits';
import type { OptionGroup } from './option-groups';
import { readCollectionRef, readDescription } from './product-fields';
import type { ItemView } from '../api-views';
import type { ContentTranslations } from '../i18n/content-translations';
import { readSentTranslations, type TranslatableFields } from '../i18n/parse-content-translations';
import { MESSAGES } from '../messages';
import type { Cents } from '../money';
import { combine, invalid, valid, type FieldErrors, type FieldResult, type Parsed } from '../parsing';
import { readVatRate, type VatRate } from '../pricing/vat-rate';
import { readBoolean } from '../validation';

/**
 * What every item (a product or a menu) is, read and checked, with its allergen information; each
 * kind adds only its own fields.
 */
export interface ItemInput extends AllergenInfo {
  name: string;
  description: string;
  priceCents: Cents;
  /** Percent, included in the price; 6 % unless the form says otherwise. */
  vatRate: VatRate;
  collectionId: string | null;
  productOptions: OptionGroup[];
  /** 'Maximum per ophaaldag': how many may be ordered for one pickup day; null for no maximum. */
  dailyLimit: number | null;
  /**
   * The name and description in French and English, where the owner gave them; absent when the form
   * sent none, so an edit from a client that knows no translations keeps the stored ones.
   */
  translations?: ContentTranslations;
}

/** An item's name and description translate, each as long as its Dutch text may be. */
export const ITEM_TRANSLATION_FIELDS: TranslatableFields = {
  name: CATALOG_LIMITS.productNameMax,
  description: CATALOG_LIMITS.descriptionMax,
};

/** The multipart fields every item form sends. */
export const ITEM_FIELDS = [
  'name',
  'description',
  'price',
  'vatRate',
  'collection',
  'productOptions',
  'keepExistingImage',
  ...ALLERGEN_FIELDS,
  'dailyLimit',
  'translations',
] as const;

/** What an item's read gives that only the server writes: sent back on edit, it is ignored. */
export const ITEM_READ_ONLY = [
  '_id',
  'hasImage',
  'imageUrl',
  'soldOut',
] as const satisfies readonly (keyof ItemView)[];

/** How one kind reads what differs: a menu's name has its own minimum, its options a free-text type. */
export interface ItemRules {
  readName: (value: unknown) => FieldResult<string>;
  parseOptionGroups: (value: unknown) => Parsed<OptionGroup[]>;
}

function readKeepImage(value: unknown): FieldResult<boolean> {
  if (isBlank(value)) return valid(true);
  const keep = readBoolean(value);
  return keep === undefined ? invalid(MESSAGES.wrongType) : valid(keep);
}

/**
 * The item's fields of a form, with a kind's own fields read beside them so every message comes
 * back at once. `keepExistingImage`: on edit without a new image, false removes the current one.
 */
export function parseItemForm<Own extends Record<string, FieldResult<unknown> | Parsed<unknown>>>(
  fields: Record<string, unknown>,
  errors: FieldErrors,
  rules: ItemRules,
  own: Own,
) {
  const form = combine(
    {
      name: rules.readName(fields.name),
      description: readDescription(fields.description),
      price: readPrice(fields.price),
      vatRate: readVatRate(fields.vatRate),
      collection: readCollectionRef(fields.collection),
      productOptions: rules.parseOptionGroups(fields.productOptions),
      keepExistingImage: readKeepImage(fields.keepExistingImage),
      allergenInfo: readAllergenInfo(fields),
      dailyLimit: readDailyLimit(fields.dailyLimit),
      ...readSentTranslations(fields.translations, { fields: ITEM_TRANSLATION_FIELDS }),
      ...own,
    },
    errors,
  );
  if (!form.ok) return form;
  const { price, collection, keepExistingImage, allergenInfo, ...rest } = form.value;
  return valid({
    // The kind's own readings make the type generic; this one is always the AllergenInfo read above.
    item: { ...rest, ...(allergenInfo as AllergenInfo), priceCents: price, collectionId: collection },
    keepExistingImage,
  });
}
