import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CATALOG_MESSAGES, IMAGE_MESSAGES, type ProductView } from '@bestelklaar/domain';
import { ApiError } from '../../../api/api-error';
import { apiRequest } from '../../../api/client';
import { adminKeys } from '../dashboard-api';
import { PRODUCT_FALLBACKS } from './product-messages';

/** A product as the API answers it. */
export type Product = ProductView;

export const productKeys = {
  all: [...adminKeys.all, 'products'] as const,
  list: () => [...productKeys.all, 'list'] as const,
};

/** Product writes carry a photo; the spec gives them a minute. */
export const PRODUCT_WRITE_TIMEOUT_MS = 60_000;

export function getProducts(signal?: AbortSignal): Promise<Product[]> {
  return apiRequest<Product[]>('/admin/products', { signal, fallback: PRODUCT_FALLBACKS.fetch });
}

export const productsQuery = () =>
  queryOptions({ queryKey: productKeys.list(), queryFn: ({ signal }) => getProducts(signal) });

export function useProducts() {
  return useQuery(productsQuery());
}

/**
 * Sends the product form (multipart). Aborted after 60 seconds with the spec's message; a 413 always
 * gets the spec's message, also when a proxy in front of the server gave it.
 */
async function sendProductForm(path: string, method: 'POST' | 'PUT', form: FormData, fallback: string) {
  const controller = new AbortController();
  const timer = window.setTimeout(() => controller.abort(), PRODUCT_WRITE_TIMEOUT_MS);
  try {
    return await apiRequest<Product>(path, { method, body: form, signal: controller.signal, fallback });
  } catch (error) {
    if ((error as Error).name === 'AbortError')
      throw new ApiError(0, { message: CATALOG_MESSAGES.requestTimedOut }, fallback);
    if (error instanceof ApiError && error.status === 413)
      throw new ApiError(413, { message: IMAGE_MESSAGES.tooLarge }, fallback);
    throw error;
  } finally {
    window.clearTimeout(timer);
  }
}

export type SaveProduct = { form: FormData } & (
  { mode: 'create' } | { mode: 'edit'; productId: string | undefined }
);

/** Creates a product, or updates the one being edited (which needs its id). */
export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (save: SaveProduct) => {
      if (save.mode === 'create')
        return sendProductForm('/admin/products', 'POST', save.form, PRODUCT_FALLBACKS.create);
      if (!save.productId)
        throw new ApiError(0, { message: CATALOG_MESSAGES.productIdMissing }, PRODUCT_FALLBACKS.update);
      return sendProductForm(`/admin/products/${save.productId}`, 'PUT', save.form, PRODUCT_FALLBACKS.update);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<void>(`/admin/products/${id}`, { method: 'DELETE', fallback: PRODUCT_FALLBACKS.delete }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}
