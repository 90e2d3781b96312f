import { UtensilsCrossed } from 'lucide-react';
import { ItemsPage, type ItemsPageTexts } from '../shared/items/ItemsPage';
import { MENU_FALLBACKS } from '../shared/items/menu-messages';
import { useDeleteMenu, useMenus } from '../shared/items/menus-api';
import { MenuFormDialog } from './MenuFormDialog';
import { MenuList } from './MenuList';

const TEXTS: ItemsPageTexts = {
  title: 'Menus',
  loading: "Menu's laden…",
  add: 'Menu toevoegen',
  listFallback: MENU_FALLBACKS.list,
  deleteTitle: 'Menu verwijderen',
  deleteFallback: MENU_FALLBACKS.delete,
  empty: {
    icon: <UtensilsCrossed />,
    title: 'Je hebt nog geen menus aangemaakt',
    description:
      'Bundel producten tot een menu met een eigen prijs, zoals een soep, een broodje en een drankje als lunchmenu.',
  },
};

/** /dashboard/menus: the shop's menus as cards, searchable by name, with add, edit and delete. */
export function Component() {
  return (
    <ItemsPage
      texts={TEXTS}
      items={useMenus()}
      remove={useDeleteMenu()}
      deleteMessage={(menu) => `Weet je zeker dat je het menu "${menu?.name ?? ''}" wilt verwijderen?`}
      renderList={(menus, actions) => <MenuList menus={menus} {...actions} />}
      renderForm={({ item, ...dialog }) => <MenuFormDialog menu={item} {...dialog} />}
    />
  );
}
