import type { Menu } from '../shared/items/menus-api';

/** The menus whose name contains the search text, regardless of case; all of them for an empty search. */
export function filterMenus(menus: readonly Menu[], search: string): readonly Menu[] {
  const wanted = search.trim().toLocaleLowerCase('nl');
  if (!wanted) return menus;
  return menus.filter((menu) => menu.name.toLocaleLowerCase('nl').includes(wanted));
}
