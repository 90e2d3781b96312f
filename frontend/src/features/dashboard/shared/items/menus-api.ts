import { useQuery } from '@tanstack/react-query';
import { MENU_MESSAGES, type MenuView } from '@bestelklaar/domain';
import { itemApi } from './item-api';
import { MENU_FALLBACKS } from './menu-messages';

/** A menu as the API answers it. */
export type Menu = MenuView;

const menus = itemApi<Menu>({
  path: 'menus',
  // A failed add and a failed edit say the same.
  fallbacks: {
    fetch: MENU_FALLBACKS.list,
    create: MENU_FALLBACKS.form,
    update: MENU_FALLBACKS.form,
    delete: MENU_FALLBACKS.delete,
  },
  idMissing: MENU_MESSAGES.menuIdMissing,
});

export const menuKeys = menus.keys;
export const menusQuery = menus.query;
export const useSaveMenu = menus.useSave;
export const useDeleteMenu = menus.useDelete;
export const useMenuSoldOut = menus.useSoldOut;

/**
 * The shop's menus. They show product names, prices and collections that the other screens change,
 * so each visit reads them afresh.
 */
export function useMenus() {
  return useQuery({ ...menusQuery(), refetchOnMount: 'always' });
}
