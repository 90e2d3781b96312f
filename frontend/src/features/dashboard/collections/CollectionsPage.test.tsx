import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { api, callsOf, recordRequests, server } from '../../../test/server';
import { Component as CollectionsPage } from './CollectionsPage';
import type { Collection } from '../shared/collections-queries';

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
});

const collections: Collection[] = [
  { _id: 'c1', name: 'Broodjes', icon: 'Sandwich', sortOrder: 0 },
  { _id: 'c2', name: 'Soepen', icon: 'Soup', sortOrder: 1 },
];

const listed = http.get(api('/admin/collections'), () => HttpResponse.json(collections));

function renderPage() {
  renderRoutes([{ path: '/dashboard/collecties', Component: CollectionsPage }], '/dashboard/collecties', {
    toasts: true,
  });
}

/** Moves 'Broodjes' one place down with the keyboard: pick up its handle, arrow down, drop it. */
async function moveBroodjesDown() {
  await screen.findByRole('table', { name: 'Collecties' });
  screen.getByRole('button', { name: 'Verplaats Broodjes' }).focus();
  await userEvent.keyboard(' ');
  await userEvent.keyboard('{ArrowDown}');
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  await userEvent.keyboard(' ');
}

const rowNames = () =>
  within(screen.getByRole('table', { name: 'Collecties' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

describe('the collections screen', () => {
  it('asks for an icon before saving a new collection', async () => {
    const requests = recordRequests();
    renderPage();
    await userEvent.click((await screen.findAllByRole('button', { name: 'Collectie toevoegen' }))[0]!);
    const dialog = screen.getByRole('dialog', { name: 'Collectie toevoegen' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Naam' }), 'Dranken');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Selecteer een icoon voor de collectie',
    );
    expect(within(dialog).getAllByRole('radio')).toHaveLength(25);
    expect(callsOf(requests)).not.toContain('POST /api/admin/collections');
  });

  it('shows the new order at once, and sends it', async () => {
    let answer!: (saved: Collection[]) => void;
    server.use(
      listed,
      http.put(
        api('/admin/collections/order/update'),
        () => new Promise<Response>((resolve) => (answer = (saved) => resolve(HttpResponse.json(saved)))),
      ),
    );
    const requests = recordRequests();
    renderPage();
    await moveBroodjesDown();

    // Before the server answers.
    await waitFor(() => expect(callsOf(requests)).toContain('PUT /api/admin/collections/order/update'));
    expect(rowNames()).toEqual(['Soepen', 'Broodjes']);
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
        collections: ['c2', 'c1'],
      }),
    );
    // The server's answer becomes the list.
    act(() =>
      answer(
        [collections[1]!, collections[0]!].map((collection, sortOrder) => ({ ...collection, sortOrder })),
      ),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Verplaats Broodjes' })).toBeEnabled());
    expect(rowNames()).toEqual(['Soepen', 'Broodjes']);
  });

  it('lets the owner move on while a save is pending: saves go out in order and the newest wins', async () => {
    const three: Collection[] = [...collections, { _id: 'c3', name: 'Desserts', icon: 'Cake', sortOrder: 2 }];
    const answers: ((saved: Collection[]) => void)[] = [];
    server.use(
      http.get(api('/admin/collections'), () => HttpResponse.json(three)),
      http.put(
        api('/admin/collections/order/update'),
        () => new Promise<Response>((resolve) => answers.push((saved) => resolve(HttpResponse.json(saved)))),
      ),
    );
    const byIds = (ids: string[]) =>
      ids.map((id, sortOrder) => ({ ...three.find((collection) => collection._id === id)!, sortOrder }));
    const requests = recordRequests();
    const puts = () => requests.filter((request) => request.method === 'PUT');
    renderPage();
    await screen.findByRole('table', { name: 'Collecties' });
    const handle = screen.getByRole('button', { name: 'Verplaats Broodjes' });
    const moveDown = async () => {
      await userEvent.keyboard(' ');
      await userEvent.keyboard('{ArrowDown}');
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      await userEvent.keyboard(' ');
    };
    handle.focus();

    await moveDown();
    await waitFor(() => expect(rowNames()).toEqual(['Soepen', 'Broodjes', 'Desserts']));
    await waitFor(() => expect(puts()).toHaveLength(1));
    // The first save is still unanswered; the row can be moved on at once, by the same keys.
    expect(handle).toBeEnabled();
    expect(handle).toHaveFocus();
    await moveDown();
    await waitFor(() => expect(rowNames()).toEqual(['Soepen', 'Desserts', 'Broodjes']));
    expect(handle).toHaveFocus();
    // One save at a time.
    expect(puts()).toHaveLength(1);

    act(() => answers[0]!(byIds(['c2', 'c1', 'c3'])));
    await waitFor(() => expect(puts()).toHaveLength(2));
    // The older answer does not undo the newer move.
    expect(rowNames()).toEqual(['Soepen', 'Desserts', 'Broodjes']);
    await waitFor(() => expect(puts()[1]!.body).toEqual({ collections: ['c2', 'c3', 'c1'] }));
    expect(puts()[0]!.body).toEqual({ collections: ['c2', 'c1', 'c3'] });

    act(() => answers[1]!(byIds(['c2', 'c3', 'c1'])));
    expect(await screen.findByText('Volgorde opgeslagen')).toBeInTheDocument();
    expect(rowNames()).toEqual(['Soepen', 'Desserts', 'Broodjes']);
  });

  it('puts the old order back and explains when saving a new order fails', async () => {
    server.use(
      listed,
      http.put(api('/admin/collections/order/update'), () => HttpResponse.json({}, { status: 500 })),
    );
    renderPage();
    await moveBroodjesDown();
    expect(
      await screen.findByText('Er is iets misgegaan tijdens het opslaan van de volgorde van de collecties.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(rowNames()).toEqual(['Broodjes', 'Soepen']));
  });

  it('confirms a delete, says the products stay, and lists the rest', async () => {
    let remaining = collections;
    server.use(
      http.get(api('/admin/collections'), () => HttpResponse.json(remaining)),
      http.delete(api('/admin/collections/c2'), () => {
        remaining = collections.filter((collection) => collection._id !== 'c2');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const requests = recordRequests();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Soepen verwijderen' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Collectie verwijderen' });
    expect(confirm).toHaveTextContent('Weet je zeker dat je de collectie "Soepen" wilt verwijderen?');
    expect(confirm).toHaveTextContent('De producten in deze collectie blijven bestaan');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Verwijderen' }));
    await waitFor(() => expect(callsOf(requests)).toContain('DELETE /api/admin/collections/c2'));
    // The list is read again after the delete.
    await waitFor(() => expect(rowNames()).toEqual(['Broodjes']));
  });
});
