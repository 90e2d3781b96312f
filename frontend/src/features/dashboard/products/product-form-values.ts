import {
  DEFAULT_MAX_SELECTIONS,
  DEFAULT_VAT_RATE,
  readEuroAmount,
  readWholeNumber,
  type OptionGroupView,
  type VatRate,
} from '@bestelklaar/domain';
import type { Product } from './products-api';
import type { ImageChoice } from '../shared/images/use-image-choice';

/** An option group as the form edits it: numbers stay text until the form is sent. */
export interface OptionGroupValues {
  name: string;
  type: 'select' | 'multiselect';
  required: boolean;
  maxSelections: string;
  options: { name: string; price: string }[];
}

export interface ProductFormValues {
  name: string;
  description: string;
  price: string;
  /** Percent, included in the price. */
  vatRate: VatRate;
  /** A collection id, or '' for none. */
  collection: string;
  /** '' means unlimited. */
  stockQuantity: string;
  /** Null until answered. */
  soldAlone: boolean | null;
  productOptions: OptionGroupValues[];
}

/** What the form does with the photo when it is sent. */

const decimal = (amount: number) => amount.toFixed(2).replace('.', ',');

/** The spec's new group: select, not required, one empty choice. */
export function newOptionGroupValues(): OptionGroupValues {
  return {
    name: '',
    type: 'select',
    required: false,
    maxSelections: String(DEFAULT_MAX_SELECTIONS),
    options: [{ name: '', price: '' }],
  };
}

/** A new product: sold alone and at the spec's 6 % unless the owner says otherwise. */
export function emptyProductValues(): ProductFormValues {
  return {
    name: '',
    description: '',
    price: '',
    vatRate: DEFAULT_VAT_RATE,
    collection: '',
    stockQuantity: '',
    soldAlone: true,
    productOptions: [],
  };
}

export function productToValues(product: Product): ProductFormValues {
  return {
    name: product.name,
    description: product.description,
    price: decimal(product.price),
    vatRate: product.vatRate,
    collection: product.collection?._id ?? '',
    stockQuantity: product.stockQuantity === null ? '' : String(product.stockQuantity),
    soldAlone: product.soldAlone,
    productOptions: product.productOptions.map((group) => ({
      name: group.name,
      type: group.type === 'multiselect' ? 'multiselect' : 'select',
      required: group.required,
      maxSelections: String(group.maxSelections ?? DEFAULT_MAX_SELECTIONS),
      options: group.options.map((choice) => ({ name: choice.name, price: decimal(choice.price) })),
    })),
  };
}

function toOptionGroupView(group: OptionGroupValues): OptionGroupView {
  const converted: OptionGroupView = {
    name: group.name.trim(),
    type: group.type,
    required: group.required,
    options: group.options.map((choice) => ({
      name: choice.name.trim(),
      price: choice.price.trim() === '' ? 0 : (readEuroAmount(choice.price) ?? 0),
    })),
  };
  if (group.type === 'multiselect')
    converted.maxSelections = readWholeNumber(group.maxSelections) ?? DEFAULT_MAX_SELECTIONS;
  return converted;
}

/**
 * The multipart form the API takes: text fields (amounts with a decimal point), the option groups
 * as JSON text, and the photo when a new one was chosen. Call with checked values only.
 */
export function toProductFormData(values: ProductFormValues, image: ImageChoice, editing: boolean): FormData {
  const form = new FormData();
  form.append('name', values.name.trim());
  form.append('description', values.description.trim());
  form.append('price', String(readEuroAmount(values.price)));
  form.append('vatRate', String(values.vatRate));
  form.append('collection', values.collection);
  form.append('stockQuantity', values.stockQuantity.trim());
  form.append('soldAlone', String(values.soldAlone));
  form.append('productOptions', JSON.stringify(values.productOptions.map(toOptionGroupView)));
  if (editing) form.append('keepExistingImage', String(image.kind === 'current'));
  if (image.kind === 'new') form.append('image', image.file, 'afbeelding.jpg');
  return form;
}
