import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminDiscountsView,
  ContentTranslations,
  DiscountType,
  DiscountView,
} from '@bestelklaar/domain';
import { ApiError } from '../../../api/api-error';
import { apiRequest } from '../../../api/client';
import { adminKeys } from '../shared/dashboard-api';
import { DISCOUNT_FALLBACKS } from './discount-messages';

/** A discount as the API answers it. */
export type Discount = DiscountView;

/** The shop's discounts, one list per kind. */
export type Discounts = AdminDiscountsView;

/** What the form sends: the spec's fields, every one of them, so the body is the same for each kind. */
export interface DiscountBody {
  discountType: DiscountType;
  discount: number;
  startDate: string;
  endDate: string;
  /** A collection id (Collection only), else null. */
  collection: string | null;
  /** Product and menu ids (ProductMenu only), else empty. */
  products: string[];
  menus: string[];
  /** Whole shop only, else ''. */
  description: string;
  /** Whole shop only: the description in French and English; absent leaves the stored ones. */
  translations?: ContentTranslations;
}

export const discountKeys = {
  all: [...adminKeys.all, 'discounts'] as const,
  list: () => [...discountKeys.all, 'list'] as const,
};

export function getDiscounts(signal?: AbortSignal): Promise<Discounts> {
  return apiRequest<Discounts>('/admin/discounts', { signal, fallback: DISCOUNT_FALLBACKS.fetch });
}

export const discountsQuery = () =>
  queryOptions({ queryKey: discountKeys.list(), queryFn: ({ signal }) => getDiscounts(signal) });

export function useDiscounts() {
  return useQuery(discountsQuery());
}

function discountPath(id: string | undefined): string {
  if (!id) throw new ApiError(0, { message: DISCOUNT_FALLBACKS.idMissing }, DISCOUNT_FALLBACKS.idMissing);
  return `/admin/discounts/${encodeURIComponent(id)}`;
}

/** Creates a discount, or updates it when it has an id. */
export function useSaveDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: DiscountBody }) =>
      id === undefined
        ? apiRequest<Discount>('/admin/discounts', {
            method: 'POST',
            body: input,
            fallback: DISCOUNT_FALLBACKS.save,
          })
        : apiRequest<Discount>(discountPath(id), {
            method: 'PUT',
            body: { ...input, _id: id },
            fallback: DISCOUNT_FALLBACKS.save,
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: discountKeys.all }),
  });
}

export function useDeleteDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<void>(discountPath(id), { method: 'DELETE', fallback: DISCOUNT_FALLBACKS.delete }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: discountKeys.all }),
  });
}
