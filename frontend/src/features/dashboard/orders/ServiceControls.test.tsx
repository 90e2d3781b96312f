import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { lunchMenu, menusAnswer, soup } from '../../../test/fixtures/items';
import { renderRoutes } from '../../../test/render';
import { api, server } from '../../../test/server';
import { Component as OrdersPage } from './OrdersPage';

function renderPage() {
  renderRoutes([{ path: '/dashboard/bestellingen', Component: OrdersPage }], '/dashboard/bestellingen', {
    toasts: true,
  });
}

describe("the orders screen's 'Uitverkocht vandaag'", () => {
  it('switches a product and a menu off during service in one tap each, and counts them in its title', async () => {
    let product = { ...soup, soldOut: false };
    let menu = { ...lunchMenu, soldOut: false };
    const sent: string[] = [];
    server.use(
      http.get(api('/admin/products'), () => HttpResponse.json([product])),
      http.get(api('/admin/menus'), () => HttpResponse.json([menu])),
      http.put(api('/admin/products/:id/sold-out'), async ({ request, params }) => {
        const { soldOut } = (await request.json()) as { soldOut: boolean };
        sent.push(`product ${String(params.id)} ${soldOut}`);
        product = { ...product, soldOut };
        return HttpResponse.json(product);
      }),
      http.put(api('/admin/menus/:id/sold-out'), async ({ request, params }) => {
        const { soldOut } = (await request.json()) as { soldOut: boolean };
        sent.push(`menu ${String(params.id)} ${soldOut}`);
        menu = { ...menu, soldOut };
        return HttpResponse.json(menu);
      }),
    );
    renderPage();

    await userEvent.click(await screen.findByText('Uitverkocht vandaag'));
    const products = await screen.findByRole('region', { name: 'Producten' });
    const soupButton = within(products).getByRole('button', { name: `Uitverkocht vandaag: ${soup.name}` });
    await userEvent.click(soupButton);
    await waitFor(() => expect(soupButton).toHaveAttribute('aria-pressed', 'true'));
    expect(await screen.findByText('Uitverkocht vandaag (1)')).toBeInTheDocument();

    const menus = screen.getByRole('region', { name: "Menu's" });
    const menuButton = within(menus).getByRole('button', { name: `Uitverkocht vandaag: ${lunchMenu.name}` });
    menuButton.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Uitverkocht vandaag (2)')).toBeInTheDocument();

    expect(sent).toEqual([`product ${soup._id} true`, `menu ${lunchMenu._id} true`]);
  });

  it("shows the server's message when the menus cannot be read, and still offers the products", async () => {
    server.use(
      http.get(api('/admin/products'), () => HttpResponse.json([{ ...soup, soldOut: true }])),
      menusAnswer({ statusCode: 500, message: 'De menu’s zijn even niet te lezen.' }, 500),
    );
    renderPage();

    expect(await screen.findByText('Uitverkocht vandaag (1)')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Uitverkocht vandaag (1)'));
    expect(await screen.findByRole('alert')).toHaveTextContent('De menu’s zijn even niet te lezen.');
    expect(
      within(screen.getByRole('region', { name: 'Producten' })).getByRole('button', {
        name: `Uitverkocht vandaag: ${soup.name}`,
      }),
    ).toHaveAttribute('aria-pressed', 'true');
  });
});
