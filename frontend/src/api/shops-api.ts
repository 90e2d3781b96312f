import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { parseRole, roleAllows, type Action, type Role } from '@bestelklaar/domain';
import { apiRequest } from './client';
import { sessionShopId, storeSession } from '../lib/session';

/**
 * A shop the person is a member of, as `GET /api/admin/shops` answers it. Written here by hand: the
 * team API's types are not in the domain's API description yet.
 */
export interface MemberShop {
  shopId: string;
  shopName: string;
  subdomain: string;
  role: Role;
}

export const shopsKeys = {
  all: ['shops'] as const,
};

const FALLBACK = 'Je zaken konden niet geladen worden.';

export const shopsQuery = () =>
  queryOptions({
    queryKey: shopsKeys.all,
    queryFn: async ({ signal }) => {
      const shops = await apiRequest<MemberShop[]>('/admin/shops', { signal, fallback: FALLBACK });
      // A role this screen does not know gets nothing it could offer.
      return shops.filter((shop) => parseRole(shop.role) !== undefined);
    },
    staleTime: 5 * 60_000,
  });

export function useShops() {
  return useQuery(shopsQuery());
}

/** The shop the session is in: the token's `shop` claim, or the only shop when the token names none. */
export function currentShop(shops: readonly MemberShop[], token?: string | null): MemberShop | undefined {
  const shopId = sessionShopId(token);
  if (shopId) return shops.find((shop) => shop.shopId === shopId);
  return shops.length === 1 ? shops[0] : undefined;
}

/**
 * The person's role in the session's shop: undefined while the list is read; null when it is not
 * known (the list failed, or names no such shop), in which case the server alone decides.
 */
export function useCurrentRole(): Role | null | undefined {
  const shops = useShops();
  if (shops.isPending) return undefined;
  if (shops.isError) return null;
  return currentShop(shops.data)?.role ?? null;
}

/**
 * Whether the member may do `action` here, for showing a part of a screen: no while the role is
 * read, yes when it cannot be known (the server then decides).
 */
export function useRoleAllows(action: Action): boolean {
  const role = useCurrentRole();
  if (role === undefined) return false;
  return role === null || roleAllows(role, action);
}

/**
 * Moves the session to another of the person's shops: the new token is stored and every cached
 * answer is read again, now for the new shop.
 */
export function useSwitchShop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shopId: string) =>
      apiRequest<{ token: string }>('/admin/auth/switch-shop', {
        method: 'POST',
        body: { shopId },
        fallback: 'Wisselen van zaak is mislukt. Probeer het opnieuw.',
      }),
    onSuccess: ({ token }) => {
      storeSession(token);
      void queryClient.resetQueries();
    },
  });
}

/**
 * 'Nieuwe zaak toevoegen': a new, empty shop the person owns; the session moves there at once (a
 * whole new page load, so the dashboard and its live stream start in the new shop).
 */
export function useAddShop() {
  return useMutation({
    mutationFn: () =>
      apiRequest<{ shopId: string; token: string }>('/admin/shops', {
        method: 'POST',
        fallback: 'Een nieuwe zaak toevoegen is mislukt. Probeer het opnieuw.',
      }),
    onSuccess: ({ token }) => storeSession(token),
  });
}

/** A shop's name as the person's lists show it; a new shop has none yet. */
export const shopNameOf = (shop: MemberShop) => shop.shopName.trim() || 'Naamloze zaak';
