import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CATALOG_MESSAGES, IMAGE_MESSAGES, MENU_MESSAGES, type MenuView } from '@bestelklaar/domain';
import { ApiError } from '../../../api/api-error';
import { apiRequest } from '../../../api/client';
import { adminKeys } from '../dashboard-api';
import { MENU_FALLBACKS } from './menu-messages';

/** A menu as the API answers it. */
export type Menu = MenuView;

export const menuKeys = {
  all: [...adminKeys.all, 'menus'] as const,
  list: () => [...menuKeys.all, 'list'] as const,
};

/** Menu writes carry a photo; like product writes they get a minute. */
export const MENU_WRITE_TIMEOUT_MS = 60_000;

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

/**
 * Sends the menu form (multipart). Aborted after a minute with the catalog's message; a 413 always
 * gets the spec's message, also when a proxy in front of the server gave it.
 */
async function sendMenuForm(path: string, method: 'POST' | 'PUT', form: FormData) {
  const controller = new AbortController();
  const timer = window.setTimeout(() => controller.abort(), MENU_WRITE_TIMEOUT_MS);
  const fallback = MENU_FALLBACKS.form;
  try {
    return await apiRequest<Menu>(path, { method, body: form, signal: controller.signal, fallback });
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

export type SaveMenu = { form: FormData } & (
  { mode: 'create' } | { mode: 'edit'; menuId: string | undefined }
);

/** Creates a menu, or updates the one being edited (which needs its id). */
export function useSaveMenu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (save: SaveMenu) => {
      if (save.mode === 'create') return sendMenuForm('/admin/menus', 'POST', save.form);
      if (!save.menuId) throw new ApiError(0, { message: MENU_MESSAGES.menuIdMissing }, MENU_FALLBACKS.form);
      return sendMenuForm(`/admin/menus/${save.menuId}`, 'PUT', save.form);
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
