import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CATALOG_MESSAGES, type ProductView } from '@bestelklaar/domain';
import { ApiError } from '../../../api/api-error';
import { apiRequest } from '../../../api/client';
import { adminKeys } from '../shared/dashboard-api';
import { sendImageForm } from '../shared/images/send-image-form';
import { PRODUCT_FALLBACKS } from './product-messages';

/** A product as the API answers it. */
export type Product = ProductView;

export const productKeys = {
  all: [...adminKeys.all, 'products'] as const,
  list: () => [...productKeys.all, 'list'] as const,
};

export function getProducts(signal?: AbortSignal): Promise<Product[]> {
  return apiRequest<Product[]>('/admin/products', { signal, fallback: PRODUCT_FALLBACKS.fetch });
}

export const productsQuery = () =>
  queryOptions({ queryKey: productKeys.list(), queryFn: ({ signal }) => getProducts(signal) });

export function useProducts() {
  return useQuery(productsQuery());
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
        return sendImageForm<Product>('/admin/products', 'POST', save.form, PRODUCT_FALLBACKS.create);
      if (!save.productId)
        throw new ApiError(0, { message: CATALOG_MESSAGES.productIdMissing }, PRODUCT_FALLBACKS.update);
      return sendImageForm<Product>(
        `/admin/products/${save.productId}`,
        'PUT',
        save.form,
        PRODUCT_FALLBACKS.update,
      );
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
