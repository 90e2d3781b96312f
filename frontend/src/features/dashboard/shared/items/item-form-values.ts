import {
  DEFAULT_VAT_RATE,
  readEuroAmount,
  type AllergenInfo,
  type ContentTranslations,
  type OptionGroupView,
  type VatRate,
} from '@bestelklaar/domain';
import type { ImageChoice } from '../images/use-image-choice';
import { translationsOf } from '../translations/translation-values';
import { decimal } from './decimal';
import { optionGroupToValues, toOptionGroupView, type OptionGroupValues } from './option-group-values';

/** The fields every item has, as the form edits them; a product and a menu each add their own. */
export interface ItemFormValues extends AllergenInfo {
  name: string;
  description: string;
  price: string;
  /** Percent, included in the price. */
  vatRate: VatRate;
  /** A collection id, or '' for none. */
  collection: string;
  /** 'Maximum per ophaaldag': text until sent, '' for no maximum. */
  dailyLimit: string;
  productOptions: OptionGroupValues[];
  /**
   * The name and description in French and English, as the 'Frans' and 'Engels' tabs hold them;
   * absent until the item has some or the owner opens a tab (then sent, so clearing them counts).
   */
  translations?: ContentTranslations;
}

/** An item as the API answers it, as far as the shared fields go. */
export interface ItemView extends AllergenInfo {
  name: string;
  description: string;
  price: number;
  vatRate: VatRate;
  collection: { _id: string } | null;
  dailyLimit: number | null;
  productOptions: readonly OptionGroupView[];
  translations?: ContentTranslations;
}

/** A new item: the spec's 6 % until the owner says otherwise. */
export function emptyItemValues(): ItemFormValues {
  return {
    name: '',
    description: '',
    price: '',
    vatRate: DEFAULT_VAT_RATE,
    collection: '',
    dailyLimit: '',
    productOptions: [],
    allergens: [],
    mayContain: [],
    dietary: [],
  };
}

export function itemToValues(item: ItemView): ItemFormValues {
  return {
    name: item.name,
    description: item.description,
    price: decimal(item.price),
    vatRate: item.vatRate,
    collection: item.collection?._id ?? '',
    dailyLimit: item.dailyLimit === null ? '' : String(item.dailyLimit),
    productOptions: item.productOptions.map(optionGroupToValues),
    ...(item.translations && { translations: item.translations }),
    allergens: [...item.allergens],
    mayContain: [...item.mayContain],
    dietary: [...item.dietary],
  };
}

/**
 * The multipart form the API takes: text fields (amounts with a decimal point), the kind's own fields
 * after the collection, the option groups, the allergen lists and the translations as JSON text, and the photo when a new one was chosen.
 * Call with checked values only.
 */
export function toItemFormData(
  values: ItemFormValues,
  image: ImageChoice,
  editing: boolean,
  appendOwnFields: (form: FormData) => void,
): FormData {
  const form = new FormData();
  form.append('name', values.name.trim());
  form.append('description', values.description.trim());
  form.append('price', String(readEuroAmount(values.price)));
  form.append('vatRate', String(values.vatRate));
  form.append('collection', values.collection);
  form.append('dailyLimit', values.dailyLimit.trim());
  appendOwnFields(form);
  form.append('productOptions', JSON.stringify(values.productOptions.map(toOptionGroupView)));
  form.append('allergens', JSON.stringify(values.allergens));
  form.append('mayContain', JSON.stringify(values.mayContain));
  form.append('dietary', JSON.stringify(values.dietary));
  if (values.translations) form.append('translations', JSON.stringify(translationsOf(values.translations)));
  if (editing) form.append('keepExistingImage', String(image.kind === 'current'));
  if (image.kind === 'new') form.append('image', image.file, 'afbeelding.jpg');
  return form;
}
