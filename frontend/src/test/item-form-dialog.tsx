import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MenuFormDialog } from '../features/dashboard/menus/MenuFormDialog';
import { ProductFormDialog } from '../features/dashboard/products/ProductFormDialog';
import type { Menu } from '../features/dashboard/shared/items/menus-api';
import type { Product } from '../features/dashboard/shared/items/products-api';
import { productsAnswer, soup } from './fixtures/items';
import { renderWithQuery } from './render';
import { server } from './server';

/** Where the one item form differs between a product and a menu, for tests that run over both. */
export interface ItemFormKind {
  endpoint: string;
  nameLabel: string;
  added: string;
  updated: string;
  dialog(item: Product | Menu | undefined): ReactNode;
  /** Fills what the kind itself requires before it can be sent. */
  fillOwnFields(dialog: HTMLElement): Promise<void>;
}

export const ITEM_FORM_KINDS: Record<'product' | 'menu', ItemFormKind> = {
  product: {
    endpoint: '/admin/products',
    nameLabel: 'Naam',
    added: 'Product toegevoegd',
    updated: 'Product bijgewerkt',
    dialog: (item) => (
      <ProductFormDialog product={item as Product | undefined} open onOpenChange={() => undefined} />
    ),
    fillOwnFields: async () => undefined,
  },
  menu: {
    endpoint: '/admin/menus',
    nameLabel: 'Menunaam',
    added: 'Menu toegevoegd',
    updated: 'Menu bijgewerkt',
    dialog: (item) => <MenuFormDialog menu={item as Menu | undefined} open onOpenChange={() => undefined} />,
    fillOwnFields: async (dialog) => {
      await userEvent.type(await within(dialog).findByRole('combobox', { name: 'Producten' }), 'soep');
      await userEvent.keyboard('{Enter}{Escape}');
    },
  },
};

/**
 * Opens the kind's form, new or for `item`, with the soup to choose for a menu; answers the dialog
 * once its name field is there.
 */
export async function renderItemFormDialog(kind: ItemFormKind, item?: Product | Menu): Promise<HTMLElement> {
  server.use(productsAnswer([soup]));
  renderWithQuery(kind.dialog(item), { route: '/' });
  const dialog = screen.getByRole('dialog');
  await within(dialog).findByRole('textbox', { name: kind.nameLabel });
  return dialog;
}
