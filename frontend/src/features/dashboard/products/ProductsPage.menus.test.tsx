import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, callsOf, recordRequests, server } from '../../../test/server';
import { renderItemsPage } from '../../../test/render-items-page';
import { menuKeys, type Menu } from '../shared/items/menus-api';
import {
  cola,
  emptiedMenu,
  included,
  lunchMenu,
  menusAnswer,
  productsAnswer,
  soup,
} from '../../../test/fixtures/items';
import { Component as ProductsPage } from './ProductsPage';

/** Deleting a product that menus hold: the owner hears which, and the menus are read again afterwards. */

function renderPage() {
  return renderItemsPage({
    routes: [{ path: '/dashboard/producten', Component: ProductsPage }],
    path: '/dashboard/producten',
  }).client;
}

/** A menu holding only the soup: deleting the soup leaves it empty. */
const soupMenu: Menu = {
  ...emptiedMenu,
  name: 'Soepmenu',
  products: [included(soup)],
  productCount: 1,
  productsValue: soup.price,
};

async function askToDelete(name: string) {
  const card = await screen.findByRole('article', { name });
  await userEvent.click(within(card).getByRole('button', { name: /^Verwijderen: / }));
  return screen.getByRole('alertdialog', { name: 'Product verwijderen' });
}

describe('deleting a product that menus hold', () => {
  it('names the menus it leaves, and the menus it leaves without products', async () => {
    server.use(productsAnswer([soup, cola]), menusAnswer([lunchMenu, soupMenu]));
    renderPage();
    const confirm = await askToDelete('Tomatensoep');
    await waitFor(() =>
      expect(confirm).toHaveAccessibleDescription(
        'Weet je zeker dat je het product "Tomatensoep" wilt verwijderen? Deze actie kan niet ongedaan worden gemaakt. ' +
          "Dit product zit in 2 menu's: Lunchmenu, Soepmenu. Het wordt uit die menu's verwijderd. " +
          'Soepmenu heeft daarna geen producten meer en is dan niet te zien in je webshop.',
      ),
    );
  });

  it('speaks of one menu in the singular', async () => {
    server.use(productsAnswer([soup, cola]), menusAnswer([lunchMenu, soupMenu]));
    renderPage();
    const confirm = await askToDelete('Cola zero');
    await waitFor(() =>
      expect(confirm).toHaveTextContent(
        'Dit product zit in 1 menu: Lunchmenu. Het wordt uit dat menu verwijderd.',
      ),
    );
    expect(confirm).not.toHaveTextContent('geen producten meer');
  });

  it('says nothing of menus when none holds the product', async () => {
    server.use(productsAnswer([soup]), menusAnswer([emptiedMenu]));
    renderPage();
    const confirm = await askToDelete('Tomatensoep');
    await waitFor(() => expect(confirm).not.toHaveTextContent('Nagaan'));
    expect(confirm).toHaveAccessibleDescription(
      'Weet je zeker dat je het product "Tomatensoep" wilt verwijderen? Deze actie kan niet ongedaan worden gemaakt.',
    );
  });

  it('says so when it cannot tell which menus hold the product', async () => {
    server.use(productsAnswer([soup]), menusAnswer({}, 500));
    renderPage();
    const confirm = await askToDelete('Tomatensoep');
    expect(
      await within(confirm).findByText("We konden niet nagaan in welke menu's dit product zit."),
    ).toBeInTheDocument();
  });

  it('marks the menus as outdated once the product is gone', async () => {
    server.use(
      productsAnswer([soup]),
      menusAnswer([lunchMenu]),
      http.delete(api(`/admin/products/${soup._id}`), () => new HttpResponse(null, { status: 204 })),
    );
    const calls = recordRequests();
    const client = renderPage();
    const confirm = await askToDelete('Tomatensoep');
    await within(confirm).findByText(/Dit product zit in 1 menu/);
    expect(client.getQueryState(menuKeys.list())?.isInvalidated).toBe(false);
    // Watched as it happens: the open notice reads the menus again at once, which clears the mark.
    let invalidated = false;
    const stopWatching = client.getQueryCache().subscribe((event) => {
      if (
        event.type === 'updated' &&
        event.action.type === 'invalidate' &&
        event.query.queryKey[1] === 'menus'
      )
        invalidated = true;
    });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Verwijderen' }));
    await waitFor(() => expect(callsOf(calls)).toContain(`DELETE /api/admin/products/${soup._id}`));
    await waitFor(() => expect(invalidated).toBe(true));
    stopWatching();
  });
});
