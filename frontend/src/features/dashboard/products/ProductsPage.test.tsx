import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, recordRequests, server } from '../../../test/server';
import { productsAnswer, stockedSoup as soup } from '../../../test/fixtures/items';
import { renderItemsPage } from '../../../test/render-items-page';
import { Component as ProductsPage } from './ProductsPage';
import type { Product } from '../shared/items/products-api';

function renderPage(path = '/dashboard/producten') {
  return renderItemsPage({ routes: [{ path: '/dashboard/producten', Component: ProductsPage }], path })
    .router;
}

describe('the products screen', () => {
  it('opens the add dialog from ?add=true, and closing it removes the flag', async () => {
    const router = renderPage('/dashboard/producten?add=true');
    const dialog = await screen.findByRole('dialog', { name: 'Product toevoegen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('');
  });

  it('searches, and says so when nothing matches', async () => {
    server.use(productsAnswer([soup]));
    renderPage();
    const card = await screen.findByRole('article', { name: 'Tomatensoep' });
    expect(card).toHaveTextContent('Menu item');
    expect(card).toHaveTextContent('Voorraad: 5');
    await userEvent.type(screen.getByPlaceholderText('Zoek producten...'), 'lasagne');
    expect(screen.getByText('Geen producten gevonden met de huidige filters.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Filters wissen' }));
    expect(screen.getByRole('article', { name: 'Tomatensoep' })).toBeInTheDocument();
  });

  it('saves a new product, says so, closes after half a second, and lists it', async () => {
    const listed: Product[] = [];
    server.use(
      productsAnswer(listed),
      http.get(api('/admin/collections'), () =>
        HttpResponse.json([{ _id: 'c1', name: 'Soepen', icon: 'Soup', sortOrder: 0 }]),
      ),
      http.post(api('/admin/products'), () => {
        listed.push(soup);
        return HttpResponse.json(soup, { status: 201 });
      }),
    );
    const calls = recordRequests();
    renderPage('/dashboard/producten?add=true');
    const dialog = await screen.findByRole('dialog', { name: 'Product toevoegen' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Naam' }), 'Tomatensoep');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Prijs' }), '4,80');
    await userEvent.selectOptions(
      await within(dialog).findByRole('combobox', { name: 'Collectie' }),
      'Soepen',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));

    expect(await within(dialog).findByText('Product toegevoegd')).toBeInTheDocument();
    const sent = calls.find((call) => call.method === 'POST' && call.path === '/api/admin/products')!
      .body as FormData;
    expect(sent.get('price')).toBe('4.8');
    expect(sent.get('collection')).toBe('c1');
    expect(sent.get('soldAlone')).toBe('true');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The list is read again after the save.
    expect(await screen.findByRole('article', { name: 'Tomatensoep' })).toBeInTheDocument();
  });

  it('shows the server’s field messages beside the fields', async () => {
    server.use(
      http.post(api('/admin/products'), () =>
        HttpResponse.json(
          {
            statusCode: 400,
            message: 'Dit bestand is geen geldige afbeelding. Kies een JPEG-, PNG-, WebP- of GIF-bestand.',
            fields: {
              image: 'Dit bestand is geen geldige afbeelding. Kies een JPEG-, PNG-, WebP- of GIF-bestand.',
            },
          },
          { status: 400 },
        ),
      ),
    );
    renderPage('/dashboard/producten?add=true');
    const dialog = await screen.findByRole('dialog', { name: 'Product toevoegen' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Naam' }), 'Soep');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Prijs' }), '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    const alerts = await within(dialog).findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Dit bestand is geen geldige afbeelding. Kies een JPEG-, PNG-, WebP- of GIF-bestand.',
      'Dit bestand is geen geldige afbeelding. Kies een JPEG-, PNG-, WebP- of GIF-bestand.',
    ]);
  });
});
