import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MENU_MESSAGES, type MenuView } from '@bestelklaar/domain';
import { ApiError } from '../../../api/api-error';
import { apiRequest } from '../../../api/client';
import { adminKeys } from '../shared/dashboard-api';
import { sendImageForm } from '../shared/images/send-image-form';
import { MENU_FALLBACKS } from './menu-messages';

/** A menu as the API answers it. */
export type Menu = MenuView;

export const menuKeys = {
  all: [...adminKeys.all, 'menus'] as const,
  list: () => [...menuKeys.all, 'list'] as const,
};

export function getMenus(signal?: AbortSignal): Promise<Menu[]> {
  return apiRequest<Menu[]>('/admin/menus', { signal, fallback: MENU_FALLBACKS.list });
}

export const menusQuery = () =>
  queryOptions({ queryKey: menuKeys.list(), queryFn: ({ signal }) => getMenus(signal) });

/**
 * The shop's menus. They show product names, prices and collections that the other screens change,
 * so each visit reads them afresh.
 */
export function useMenus() {
  return useQuery({ ...menusQuery(), refetchOnMount: 'always' });
}

export type SaveMenu = { form: FormData } & (
  { mode: 'create' } | { mode: 'edit'; menuId: string | undefined }
);

/** Creates a menu, or updates the one being edited (which needs its id). */
export function useSaveMenu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (save: SaveMenu) => {
      if (save.mode === 'create')
        return sendImageForm<Menu>('/admin/menus', 'POST', save.form, MENU_FALLBACKS.form);
      if (!save.menuId) throw new ApiError(0, { message: MENU_MESSAGES.menuIdMissing }, MENU_FALLBACKS.form);
      return sendImageForm<Menu>(`/admin/menus/${save.menuId}`, 'PUT', save.form, MENU_FALLBACKS.form);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: menuKeys.all }),
  });
}

export function useDeleteMenu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<void>(`/admin/menus/${id}`, { method: 'DELETE', fallback: MENU_FALLBACKS.delete }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: menuKeys.all }),
  });
}
