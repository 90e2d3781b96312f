import { useController, type Control, type UseControllerProps } from 'react-hook-form';
import { MultiSelect, type MultiSelectOption } from '@bestelklaar/design-system';
import { messageOf } from '../../../api/api-error';
import { MENU_FALLBACKS } from '../shared/items/menu-messages';
import { useMenus } from '../shared/items/menus-api';
import { PRODUCT_FALLBACKS } from '../shared/items/product-messages';
import { useProducts } from '../shared/items/products-api';
import type { DiscountFormValues } from './discount-form-values';

type Named = { _id: string; name: string };

export interface ProductMenuFieldProps {
  control: Control<DiscountFormValues>;
  /** Checks the selection; its message belongs to `products`. */
  rules: UseControllerProps<DiscountFormValues, 'products'>['rules'];
  /** What the edited discount names already, so it shows even if a list cannot be read. */
  chosen?: { products: readonly Named[]; menus: readonly Named[] };
}

const PRODUCT = 'product:';
const MENU = 'menu:';

/** Items a list did not bring (yet) but the discount names, so nothing chosen disappears unseen. */
function withChosen(listed: readonly Named[] | undefined, chosen: readonly Named[] = []): Named[] {
  const items = [...(listed ?? [])];
  const ids = new Set(items.map((item) => item._id));
  return [...items, ...chosen.filter((item) => !ids.has(item._id))];
}

/** One searchable list of the shop's products and menus; the form keeps the two as separate id lists. */
export function ProductMenuField({ control, rules, chosen }: ProductMenuFieldProps) {
  const products = useProducts();
  const menus = useMenus();
  const productsField = useController({ control, name: 'products', rules });
  const menusField = useController({ control, name: 'menus' });

  const options: MultiSelectOption[] = [
    ...withChosen(products.data, chosen?.products).map((product) => ({
      value: PRODUCT + product._id,
      label: product.name,
      detail: 'Product',
    })),
    ...withChosen(menus.data, chosen?.menus).map((menu) => ({
      value: MENU + menu._id,
      label: menu.name,
      detail: 'Menu',
    })),
  ];
  const value = [
    ...productsField.field.value.map((id) => PRODUCT + id),
    ...menusField.field.value.map((id) => MENU + id),
  ];
  const idsOf = (values: string[], prefix: string) =>
    values.filter((each) => each.startsWith(prefix)).map((each) => each.slice(prefix.length));

  const loadError =
    (products.isError && messageOf(products.error, PRODUCT_FALLBACKS.fetch)) ||
    (menus.isError && messageOf(menus.error, MENU_FALLBACKS.list)) ||
    undefined;

  return (
    <MultiSelect
      ref={productsField.field.ref}
      label="Producten en menu’s"
      placeholder="Zoek een product of menu…"
      required
      options={options}
      value={value}
      onChange={(next) => {
        menusField.field.onChange(idsOf(next, MENU));
        productsField.field.onChange(idsOf(next, PRODUCT));
      }}
      onBlur={productsField.field.onBlur}
      loading={products.isPending || menus.isPending}
      emptyMessage="Je hebt nog geen producten of menu’s."
      error={loadError ?? productsField.fieldState.error?.message ?? menusField.fieldState.error?.message}
    />
  );
}
