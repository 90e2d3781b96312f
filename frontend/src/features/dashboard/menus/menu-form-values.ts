import type { Menu } from '../shared/items/menus-api';
import type { ImageChoice } from '../shared/images/use-image-choice';
import {
  emptyItemValues,
  itemToValues,
  toItemFormData,
  type ItemFormValues,
} from '../shared/items/item-form-values';

export interface MenuFormValues extends ItemFormValues {
  /** Product ids in the order chosen. */
  products: string[];
}

/** A new menu: the spec's 6 % until the owner says otherwise. */
export function emptyMenuValues(): MenuFormValues {
  return { ...emptyItemValues(), products: [] };
}

/**
 * A menu's view holds its allergens together with its products'; the form edits its own, and shows
 * the products' locked beside them (sent back, they would stay when a product changes).
 */
export function menuToValues(menu: Menu): MenuFormValues {
  const values = itemToValues(menu);
  return {
    ...values,
    allergens: values.allergens.filter((code) => !menu.productAllergens.includes(code)),
    mayContain: values.mayContain.filter((code) => !menu.productMayContain.includes(code)),
    products: menu.products.map((product) => product._id),
  };
}

/** The item's multipart form with each included product as `products[i]`, in the order chosen. */
export function toMenuFormData(values: MenuFormValues, image: ImageChoice, editing: boolean): FormData {
  return toItemFormData(values, image, editing, (form) =>
    values.products.forEach((productId, index) => form.append(`products[${index}]`, productId)),
  );
}
