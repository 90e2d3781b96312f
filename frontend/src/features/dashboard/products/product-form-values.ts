import type { Product } from '../shared/items/products-api';
import type { ImageChoice } from '../shared/images/use-image-choice';
import {
  emptyItemValues,
  itemToValues,
  toItemFormData,
  type ItemFormValues,
} from '../shared/items/item-form-values';

export interface ProductFormValues extends ItemFormValues {
  /** '' means unlimited. */
  stockQuantity: string;
  /** Null until answered. */
  soldAlone: boolean | null;
}

/** A new product: sold alone and at the spec's 6 % unless the owner says otherwise. */
export function emptyProductValues(): ProductFormValues {
  return { ...emptyItemValues(), stockQuantity: '', soldAlone: true };
}

export function productToValues(product: Product): ProductFormValues {
  return {
    ...itemToValues(product),
    stockQuantity: product.stockQuantity === null ? '' : String(product.stockQuantity),
    soldAlone: product.soldAlone,
  };
}

/** The item's multipart form with the stock and 'Apart verkopen' added. */
export function toProductFormData(values: ProductFormValues, image: ImageChoice, editing: boolean): FormData {
  return toItemFormData(values, image, editing, (form) => {
    form.append('stockQuantity', values.stockQuantity.trim());
    form.append('soldAlone', String(values.soldAlone));
  });
}
