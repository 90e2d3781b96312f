import { useQuery } from '@tanstack/react-query';
import { CATALOG_MESSAGES, type ProductView } from '@bestelklaar/domain';
import { itemApi } from './item-api';
import { PRODUCT_FALLBACKS } from './product-messages';

/** A product as the API answers it. */
export type Product = ProductView;

const products = itemApi<Product>({
  path: 'products',
  fallbacks: PRODUCT_FALLBACKS,
  idMissing: CATALOG_MESSAGES.productIdMissing,
});

export const productKeys = products.keys;
export const productsQuery = products.query;
export const useSaveProduct = products.useSave;
export const useDeleteProduct = products.useDelete;
export const useProductSoldOut = products.useSoldOut;

export function useProducts() {
  return useQuery(productsQuery());
}
