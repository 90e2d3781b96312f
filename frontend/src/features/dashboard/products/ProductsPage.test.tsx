import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { ToastProvider } from '@bestelklaar/design-system';
import { api, callsOf, recordRequests, server } from '../../../test/server';
import { Component as ProductsPage } from './ProductsPage';
import type { Product } from '../items/products-api';

beforeAll(() => {
  // jsdom lacks these; the Radix radio groups measure themselves with them.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const soup: Product = {
  _id: 'p1',
  name: 'Tomatensoep',
  description: 'Met balletjes',
  price: 4.8,
  collection: { _id: 'c1', name: 'Soepen', icon: 'Soup' },
  stockQuantity: 5,
  soldAlone: false,
  vatRate: 6,
  hasImage: false,
  imageUrl: null,
  productOptions: [],
};

/** The shop's products; the collections stay the default empty list unless a test says otherwise. */
const products = (body: JsonBodyType, status = 200) =>
  http.get(api('/admin/products'), () => HttpResponse.json(body, { status }));

function renderPage(path = '/dashboard/producten') {
  const router = createMemoryRouter([{ path: '/dashboard/producten', Component: ProductsPage }], {
    initialEntries: [path],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return router;
}

describe('the products screen', () => {
  it('opens the add dialog from ?add=true, and closing it removes the flag', async () => {
    const router = renderPage('/dashboard/producten?add=true');
    const dialog = await screen.findByRole('dialog', { name: 'Product toevoegen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('');
  });

  it('shows the empty state when the shop has no products yet', async () => {
    renderPage();
    expect(await screen.findByText('Je hebt nog geen producten aangemaakt.')).toBeInTheDocument();
  });

  it('searches, and says so when nothing matches', async () => {
    server.use(products([soup]));
    renderPage();
    const card = await screen.findByRole('article', { name: 'Tomatensoep' });
    expect(card).toHaveTextContent('Menu item');
    expect(card).toHaveTextContent('Voorraad: 5');
    await userEvent.type(screen.getByPlaceholderText('Zoek producten...'), 'lasagne');
    expect(screen.getByText('Geen producten gevonden met de huidige filters.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Filters wissen' }));
    expect(screen.getByRole('article', { name: 'Tomatensoep' })).toBeInTheDocument();
  });

  it('shows the list fallback when the products cannot be loaded', async () => {
    server.use(products({}, 500));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Er is iets foutgegaan bij het ophalen van de producten',
    );
  });

  it('asks before deleting, in the spec’s words, then deletes', async () => {
    server.use(
      products([soup]),
      http.delete(api('/admin/products/p1'), () => new HttpResponse(null, { status: 204 })),
    );
    const calls = recordRequests();
    renderPage();
    const card = await screen.findByRole('article', { name: 'Tomatensoep' });
    await userEvent.click(within(card).getByRole('button', { name: 'Verwijderen' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Product verwijderen' });
    expect(confirm).toHaveAccessibleDescription(
      'Weet je zeker dat je het product "Tomatensoep" wilt verwijderen? Deze actie kan niet ongedaan worden gemaakt.',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Verwijderen' }));
    await waitFor(() => expect(callsOf(calls)).toContain('DELETE /api/admin/products/p1'));
  });

  it('keeps the solid red for the confirmation; the card asks quietly, and gets focus back', async () => {
    server.use(products([soup]));
    renderPage();
    const card = await screen.findByRole('article', { name: 'Tomatensoep' });
    const remove = within(card).getByRole('button', { name: 'Verwijderen' });
    expect(remove).toHaveAttribute('data-variant', 'danger-outline');

    await userEvent.click(remove);
    const confirm = screen.getByRole('alertdialog', { name: 'Product verwijderen' });
    expect(within(confirm).getByRole('button', { name: 'Verwijderen' })).toHaveAttribute(
      'data-variant',
      'danger',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(remove).toHaveFocus());
  });

  it('gives focus back to the card’s Bewerken button when its dialog closes', async () => {
    server.use(products([soup]));
    renderPage();
    const card = await screen.findByRole('article', { name: 'Tomatensoep' });
    const edit = within(card).getByRole('button', { name: 'Bewerken' });

    await userEvent.click(edit);
    await screen.findByRole('dialog', { name: 'Product bewerken' });
    await userEvent.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(edit).toHaveFocus());
  });

  it('saves a new product, says so, closes after half a second, and lists it', async () => {
    const listed: Product[] = [];
    server.use(
      products(listed),
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
