import type { Menu } from '../items/menus-api';
import type { ImageChoice } from '../images/use-image-choice';
import {
  emptyItemValues,
  itemToValues,
  toItemFormData,
  type ItemFormValues,
} from '../items/item-form-values';

export interface MenuFormValues extends ItemFormValues {
  /** Product ids in the order chosen. */
  products: string[];
}

/** A new menu: the spec's 6 % until the owner says otherwise. */
export function emptyMenuValues(): MenuFormValues {
  return { ...emptyItemValues(), products: [] };
}

export function menuToValues(menu: Menu): MenuFormValues {
  return { ...itemToValues(menu), products: menu.products.map((product) => product._id) };
}

/** The item's multipart form with each included product as `products[i]`, in the order chosen. */
export function toMenuFormData(values: MenuFormValues, image: ImageChoice, editing: boolean): FormData {
  return toItemFormData(values, image, editing, (form) =>
    values.products.forEach((productId, index) => form.append(`products[${index}]`, productId)),
  );
}
