import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@bestelklaar/design-system';
import { Component as CollectionsPage } from './CollectionsPage';
import type { Collection } from './collections-api';

beforeAll(() => {
  // jsdom lacks these; the Radix radio groups measure themselves with them.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
/** jsdom lays nothing out; every table row gets a 48-pixel band so keyboard sorting can find its neighbours. */
beforeEach(() => {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const row = this.closest('tbody tr');
    const index = row ? Array.from(row.parentElement!.children).indexOf(row) : 0;
    return DOMRect.fromRect({ x: 0, y: index * 48, width: 600, height: 48 });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const collections: Collection[] = [
  { _id: 'c1', name: 'Broodjes', icon: 'Sandwich', sortOrder: 0 },
  { _id: 'c2', name: 'Soepen', icon: 'Soup', sortOrder: 1 },
];

function serve(routes: Record<string, () => Response>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const key = `${init.method ?? 'GET'} ${url.replace(/^\/api/, '')}`;
      calls.push(key);
      return routes[key]?.() ?? new Response(null, { status: 404 });
    }),
  );
  return calls;
}

const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status });

function renderPage() {
  const router = createMemoryRouter([{ path: '/dashboard/collecties', Component: CollectionsPage }], {
    initialEntries: ['/dashboard/collecties'],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
}

const rowNames = () =>
  within(screen.getByRole('table', { name: 'Collecties' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

describe('the collections screen', () => {
  it('asks for an icon before saving a new collection', async () => {
    const calls = serve({ 'GET /admin/collections': json([]) });
    renderPage();
    await userEvent.click((await screen.findAllByRole('button', { name: 'Collectie toevoegen' }))[0]!);
    const dialog = screen.getByRole('dialog', { name: 'Collectie toevoegen' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Naam' }), 'Dranken');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Selecteer een icoon voor de collectie',
    );
    expect(within(dialog).getAllByRole('radio')).toHaveLength(25);
    expect(calls).not.toContain('POST /admin/collections');
  });

  it('puts the old order back and explains when saving a new order fails', async () => {
    serve({
      'GET /admin/collections': json(collections),
      'PUT /admin/collections/order/update': json({}, 500),
    });
    renderPage();
    await screen.findByRole('table', { name: 'Collecties' });
    screen.getByRole('button', { name: 'Verplaats Broodjes' }).focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}');
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await userEvent.keyboard(' ');
    expect(
      await screen.findByText('Er is iets misgegaan tijdens het opslaan van de volgorde van de collecties.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(rowNames()).toEqual(['Broodjes', 'Soepen']));
  });

  it('confirms a delete and says the products stay', async () => {
    const calls = serve({
      'GET /admin/collections': json(collections),
      'DELETE /admin/collections/c2': () => new Response(null, { status: 204 }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Soepen verwijderen' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Collectie verwijderen' });
    expect(confirm).toHaveTextContent('Weet je zeker dat je de collectie "Soepen" wilt verwijderen?');
    expect(confirm).toHaveTextContent('De producten in deze collectie blijven bestaan');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Verwijderen' }));
    await waitFor(() => expect(calls).toContain('DELETE /admin/collections/c2'));
  });
});
