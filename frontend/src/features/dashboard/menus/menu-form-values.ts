import {
  DEFAULT_MAX_SELECTIONS,
  DEFAULT_VAT_RATE,
  readEuroAmount,
  readWholeNumber,
  type OptionGroupView,
  type VatRate,
} from '@bestelklaar/domain';
import type { Menu } from './menus-api';
import type { ImageChoice } from '../shared/images/use-image-choice';
import type { EditableOptionGroup } from '../products/OptionGroupsEditor';

export interface MenuFormValues {
  name: string;
  description: string;
  price: string;
  /** Percent, included in the price. */
  vatRate: VatRate;
  /** Product ids in the order chosen. */
  products: string[];
  /** A collection id, or '' for none. */
  collection: string;
  productOptions: EditableOptionGroup[];
}

/** "12,50", as the price fields show amounts. */
const decimal = (amount: number) => amount.toFixed(2).replace('.', ',');

/** A new menu: the spec's 6 % until the owner says otherwise. */
export function emptyMenuValues(): MenuFormValues {
  return {
    name: '',
    description: '',
    price: '',
    vatRate: DEFAULT_VAT_RATE,
    products: [],
    collection: '',
    productOptions: [],
  };
}

export function menuToValues(menu: Menu): MenuFormValues {
  return {
    name: menu.name,
    description: menu.description,
    price: decimal(menu.price),
    vatRate: menu.vatRate,
    products: menu.products.map((product) => product._id),
    collection: menu.collection?._id ?? '',
    productOptions: menu.productOptions.map((group) => ({
      name: group.name,
      type: group.type,
      required: group.required,
      maxSelections: String(group.maxSelections ?? DEFAULT_MAX_SELECTIONS),
      options: group.options.map((choice) => ({ name: choice.name, price: decimal(choice.price) })),
    })),
  };
}

/** A group as JSON carries it: a free-text group without choices, maxSelections only for multiselect. */
function toOptionGroupView(group: EditableOptionGroup): OptionGroupView {
  const converted: OptionGroupView = {
    name: group.name.trim(),
    type: group.type,
    required: group.required,
    options:
      group.type === 'text'
        ? []
        : group.options.map((choice) => ({
            name: choice.name.trim(),
            price: choice.price.trim() === '' ? 0 : (readEuroAmount(choice.price) ?? 0),
          })),
  };
  if (group.type === 'multiselect')
    converted.maxSelections = readWholeNumber(group.maxSelections) ?? DEFAULT_MAX_SELECTIONS;
  return converted;
}

/**
 * The spec's multipart form: text fields (amounts with a decimal point), each product as
 * `products[i]`, the option groups as JSON text, and the photo when a new one was chosen.
 * Call with checked values only.
 */
export function toMenuFormData(values: MenuFormValues, image: ImageChoice, editing: boolean): FormData {
  const form = new FormData();
  form.append('name', values.name.trim());
  form.append('description', values.description.trim());
  form.append('price', String(readEuroAmount(values.price)));
  form.append('vatRate', String(values.vatRate));
  form.append('collection', values.collection);
  values.products.forEach((productId, index) => form.append(`products[${index}]`, productId));
  form.append('productOptions', JSON.stringify(values.productOptions.map(toOptionGroupView)));
  if (editing) form.append('keepExistingImage', String(image.kind === 'current'));
  if (image.kind === 'new') form.append('image', image.file, 'afbeelding.jpg');
  return form;
}
