import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, callsOf, recordRequests, server } from '../../../../test/server';
import { productsAnswer, soup } from '../../../../test/fixtures/items';
import { ITEMS_PAGE_KINDS } from '../../../../test/items-page-kinds';
import { renderItemsPage } from '../../../../test/render-items-page';

describe.each(['products', 'menus'] as const)('the %s screen', (name) => {
  const kind = ITEMS_PAGE_KINDS[name];
  const { item } = kind;
  const list = (body: unknown, status = 200) =>
    http.get(api(kind.endpoint), () => HttpResponse.json(body as object, { status }));
  const renderPage = () =>
    renderItemsPage({ routes: [{ path: kind.path, Component: kind.Page }], path: kind.path });

  it('shows the empty state when the shop has none yet, with an add button in it and in the header', async () => {
    renderPage();
    expect(await screen.findByText(kind.empty)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: kind.add })).toHaveLength(2);
  });

  it('shows the spec’s list fallback when the list cannot be loaded, and tries again', async () => {
    server.use(list({}, 500));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(kind.listFallback);
    server.use(list([item]));
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('article', { name: item.name })).toBeInTheDocument();
  });

  it('asks before deleting in the spec’s words, deletes, and reads the list again', async () => {
    const listed = [item];
    server.use(
      http.get(api(kind.endpoint), () => HttpResponse.json(listed)),
      http.delete(api(`${kind.endpoint}/${item._id}`), () => {
        listed.pop();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const calls = recordRequests();
    renderPage();
    const card = await screen.findByRole('article', { name: item.name });
    await userEvent.click(within(card).getByRole('button', { name: /^Verwijderen: / }));
    const confirm = screen.getByRole('alertdialog', { name: kind.deleteTitle });
    await waitFor(() => expect(confirm).toHaveAccessibleDescription(kind.deleteQuestion));
    await userEvent.click(within(confirm).getByRole('button', { name: 'Verwijderen' }));
    await waitFor(() => expect(callsOf(calls)).toContain(`DELETE /api${kind.endpoint}/${item._id}`));
    expect(await screen.findByText(kind.empty)).toBeInTheDocument();
    expect(screen.getByText(`${item.name} verwijderd`)).toBeInTheDocument();
  });

  it("marks an item 'Uitverkocht vandaag' in one tap and back, and reads the list again", async () => {
    let listed = { ...item, soldOut: false };
    const sent: unknown[] = [];
    server.use(
      http.get(api(kind.endpoint), () => HttpResponse.json([listed])),
      http.put(api(`${kind.endpoint}/${item._id}/sold-out`), async ({ request }) => {
        const body = (await request.json()) as { soldOut: boolean };
        sent.push(body);
        listed = { ...listed, soldOut: body.soldOut };
        return HttpResponse.json(listed);
      }),
    );
    renderPage();
    const card = await screen.findByRole('article', { name: item.name });
    const toggle = within(card).getByRole('button', { name: `Uitverkocht vandaag: ${item.name}` });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'));
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'false'));
    expect(sent).toEqual([{ soldOut: true }, { soldOut: false }]);
  });

  it("says why when 'Uitverkocht vandaag' is refused, and leaves the item as it was", async () => {
    server.use(
      list([{ ...item, soldOut: false }]),
      http.put(api(`${kind.endpoint}/${item._id}/sold-out`), () =>
        HttpResponse.json(
          { statusCode: 404, message: 'Niet gevonden.', error: 'Not Found' },
          { status: 404 },
        ),
      ),
    );
    renderPage();
    const card = await screen.findByRole('article', { name: item.name });
    const toggle = within(card).getByRole('button', { name: `Uitverkocht vandaag: ${item.name}` });
    await userEvent.click(toggle);
    expect(await screen.findByText('Niet gelukt')).toBeInTheDocument();
    expect(screen.getByText('Niet gevonden.')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  it('keeps the solid red for the confirmation; the card asks quietly, and gets focus back', async () => {
    server.use(list([item]));
    renderPage();
    const card = await screen.findByRole('article', { name: item.name });
    const remove = within(card).getByRole('button', { name: `Verwijderen: ${item.name}` });
    expect(remove).toHaveAttribute('data-variant', 'danger-outline');

    await userEvent.click(remove);
    const confirm = screen.getByRole('alertdialog', { name: kind.deleteTitle });
    expect(within(confirm).getByRole('button', { name: 'Verwijderen' })).toHaveAttribute(
      'data-variant',
      'danger',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(remove).toHaveFocus());
  });

  it('says when deleting fails, with the spec’s fallback, and gives focus back to the card', async () => {
    server.use(
      list([item]),
      http.delete(api(`${kind.endpoint}/${item._id}`), () => new HttpResponse(null, { status: 500 })),
    );
    renderPage();
    const card = await screen.findByRole('article', { name: item.name });
    const remove = within(card).getByRole('button', { name: /^Verwijderen: / });
    await userEvent.click(remove);
    const confirm = screen.getByRole('alertdialog', { name: kind.deleteTitle });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Verwijderen' }));
    expect(await screen.findByText(kind.deleteFallback)).toBeInTheDocument();
    await waitFor(() => expect(remove).toHaveFocus());
  });

  it('gives focus back to the card’s Bewerken button when its dialog closes', async () => {
    // A menu is edited with the shop's products to choose from; the first handler given wins.
    server.use(list([item]), productsAnswer([soup]));
    renderPage();
    const card = await screen.findByRole('article', { name: item.name });
    // Named after its item: a list of cards is not a row of identical 'Bewerken' to a screen reader.
    const edit = within(card).getByRole('button', { name: `Bewerken: ${item.name}` });

    await userEvent.click(edit);
    await screen.findByRole('dialog', { name: kind.edit });
    await userEvent.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(edit).toHaveFocus());
  });
});
