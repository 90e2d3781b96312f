import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@bestelklaar/design-system';
import { Component as ProductsPage } from './ProductsPage';
import type { Product } from './products-api';

beforeAll(() => {
  // jsdom lacks these; the Radix radio groups measure themselves with them.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const soup: Product = {
  _id: 'p1',
  name: 'Tomatensoep',
  description: 'Met balletjes',
  price: 4.8,
  collection: { _id: 'c1', name: 'Soepen', icon: 'Soup' },
  stockQuantity: 5,
  soldAlone: false,
  hasImage: false,
  imageUrl: null,
  productOptions: [],
};

type Handler = (init: RequestInit) => Response | Promise<Response>;

/** The server, per "METHOD path": each answer is a real Response, as fetch gives. */
function serve(routes: Record<string, Handler>) {
  const calls: { key: string; init: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const key = `${init.method ?? 'GET'} ${url.replace(/^\/api/, '')}`;
      calls.push({ key, init });
      const handler = routes[key];
      return handler ? handler(init) : new Response(null, { status: 404 });
    }),
  );
  return calls;
}

const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status });

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
    serve({ 'GET /admin/products': json([]), 'GET /admin/collections': json([]) });
    const router = renderPage('/dashboard/producten?add=true');
    const dialog = await screen.findByRole('dialog', { name: 'Product toevoegen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('');
  });

  it('shows the empty state when the shop has no products yet', async () => {
    serve({ 'GET /admin/products': json([]), 'GET /admin/collections': json([]) });
    renderPage();
    expect(await screen.findByText('Je hebt nog geen producten aangemaakt.')).toBeInTheDocument();
  });

  it('searches, and says so when nothing matches', async () => {
    serve({ 'GET /admin/products': json([soup]), 'GET /admin/collections': json([]) });
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
    serve({ 'GET /admin/products': json({}, 500), 'GET /admin/collections': json([]) });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Er is iets foutgegaan bij het ophalen van de producten',
    );
  });

  it('asks before deleting, in the spec’s words, then deletes', async () => {
    const calls = serve({
      'GET /admin/products': json([soup]),
      'GET /admin/collections': json([]),
      'DELETE /admin/products/p1': () => new Response(null, { status: 204 }),
    });
    renderPage();
    const card = await screen.findByRole('article', { name: 'Tomatensoep' });
    await userEvent.click(within(card).getByRole('button', { name: 'Verwijderen' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Product verwijderen' });
    expect(confirm).toHaveAccessibleDescription(
      'Weet je zeker dat je het product "Tomatensoep" wilt verwijderen? Deze actie kan niet ongedaan worden gemaakt.',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Verwijderen' }));
    await waitFor(() => expect(calls.map((call) => call.key)).toContain('DELETE /admin/products/p1'));
  });

  it('saves a new product, says so, and closes after half a second', async () => {
    const calls = serve({
      'GET /admin/products': json([]),
      'GET /admin/collections': json([{ _id: 'c1', name: 'Soepen', icon: 'Soup', sortOrder: 0 }]),
      'POST /admin/products': json(soup, 201),
    });
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
    const sent = calls.find((call) => call.key === 'POST /admin/products')!.init.body as FormData;
    expect(sent.get('price')).toBe('4.8');
    expect(sent.get('collection')).toBe('c1');
    expect(sent.get('soldAlone')).toBe('true');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the server’s field messages beside the fields', async () => {
    serve({
      'GET /admin/products': json([]),
      'GET /admin/collections': json([]),
      'POST /admin/products': json(
        {
          statusCode: 400,
          message: 'Dit bestand is geen geldige afbeelding. Kies een JPEG-, PNG-, WebP- of GIF-bestand.',
          fields: {
            image: 'Dit bestand is geen geldige afbeelding. Kies een JPEG-, PNG-, WebP- of GIF-bestand.',
          },
        },
        400,
      ),
    });
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
