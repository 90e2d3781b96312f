import { useMemo } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { MultiSelect } from '@bestelklaar/design-system';
import {
  centsFromEuros,
  checkMenuProducts,
  eurosFromCents,
  formatEuros,
  MENU_LIMITS,
  sumCents,
} from '@bestelklaar/domain';
import { messageOf } from '../../../api/api-error';
import { byRule } from '../shared/items/by-rule';
import { PRODUCT_FALLBACKS } from '../shared/items/product-messages';
import type { Product } from '../shared/items/products-api';
import type { MenuFormValues } from './menu-form-values';

const byName = (a: Product, b: Product) => a.name.localeCompare(b.name, 'nl');

/** The products a menu bundles, chosen from the shop's own, with what they cost on their own. */
export function MenuProductsField({ products }: { products: UseQueryResult<Product[]> }) {
  const { control } = useFormContext<MenuFormValues>();
  const productOptions = useMemo(
    () =>
      [...(products.data ?? [])]
        .sort(byName)
        .map((product) => ({ value: product._id, label: product.name, detail: formatEuros(product.price) })),
    [products.data],
  );
  const chosen = useWatch({ control, name: 'products' });
  const chosenValue = useMemo(() => {
    const prices = new Map((products.data ?? []).map((product) => [product._id, product.price]));
    return eurosFromCents(sumCents(chosen.map((id) => centsFromEuros(prices.get(id) ?? 0))));
  }, [chosen, products.data]);

  return (
    <Controller
      control={control}
      name="products"
      rules={{ validate: (value) => byRule(checkMenuProducts(value)) }}
      render={({ field, fieldState }) => (
        <MultiSelect
          ref={field.ref}
          label="Producten"
          placeholder="Zoek producten…"
          hint={
            field.value.length > 0
              ? `Samen los: ${formatEuros(chosenValue)}.`
              : 'Kies de producten die samen het menu vormen.'
          }
          required
          options={productOptions}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          loading={products.isFetching && !products.data?.length}
          maxSelected={MENU_LIMITS.productsMax}
          error={
            products.isError ? messageOf(products.error, PRODUCT_FALLBACKS.list) : fieldState.error?.message
          }
        />
      )}
    />
  );
}
