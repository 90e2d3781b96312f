import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { cola, lunchMenu, menusAnswer, sandwich, soup } from '../../../test/fixtures/items';
import { renderRoutes } from '../../../test/render';
import { api, server } from '../../../test/server';
import { Component as OrdersPage } from './OrdersPage';

function renderPage() {
  renderRoutes([{ path: '/dashboard/bestellingen', Component: OrdersPage }], '/dashboard/bestellingen', {
    toasts: true,
  });
}

describe("the orders screen's 'Uitverkocht vandaag'", () => {
  it('lists the products by name, as the owner looks them up during service', async () => {
    server.use(http.get(api('/admin/products'), () => HttpResponse.json([soup, sandwich, cola])));
    renderPage();

    await userEvent.click(await screen.findByText('Uitverkocht vandaag'));
    const products = await screen.findByRole('region', { name: 'Producten' });
    await waitFor(() => expect(within(products).getAllByRole('listitem')).toHaveLength(3));
    expect(
      within(products)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['Broodje kip curry', 'Cola zero', 'Tomatensoep']);
  });

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

describe("the orders screen's pause and busy mode", () => {
  it('pauses for 30 minutes in one tap, says until when, and lifts it', async () => {
    let status = { orderingPausedUntil: null as string | null, busyMinutes: 0 };
    const sent: string[] = [];
    server.use(
      http.get(api('/admin/ordering/status'), () => HttpResponse.json(status)),
      http.put(api('/admin/ordering/pause'), async ({ request }) => {
        sent.push(`PUT ${JSON.stringify(await request.json())}`);
        // 10:30 in Brussels (winter).
        status = { ...status, orderingPausedUntil: '2026-01-15T09:30:00.000Z' };
        return HttpResponse.json(status);
      }),
      http.delete(api('/admin/ordering/pause'), () => {
        sent.push('DELETE');
        status = { ...status, orderingPausedUntil: null };
        return HttpResponse.json(status);
      }),
    );
    renderPage();

    await userEvent.click(await screen.findByRole('button', { name: 'Bestellingen pauzeren: 30 min' }));
    expect(await screen.findByText(/Gepauzeerd tot 10:30/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pauze opheffen' }));
    expect(
      await screen.findByRole('button', { name: 'Bestellingen pauzeren: rest van de dag' }),
    ).toBeEnabled();
    expect(sent).toEqual(['PUT {"minutes":30}', 'DELETE']);
  });

  it("adds busy time with 'Drukte: +15 min', lifts it, and says why a refusal happened", async () => {
    let status = { orderingPausedUntil: null as string | null, busyMinutes: 0 };
    server.use(
      http.get(api('/admin/ordering/status'), () => HttpResponse.json(status)),
      http.put(api('/admin/ordering/busy'), async ({ request }) => {
        const { minutes } = (await request.json()) as { minutes: number };
        status = { ...status, busyMinutes: minutes };
        return HttpResponse.json(status);
      }),
      http.delete(api('/admin/ordering/busy'), () =>
        HttpResponse.json({ statusCode: 500, message: 'Even niet gelukt.', error: 'Error' }, { status: 500 }),
      ),
    );
    renderPage();

    const plus15 = await screen.findByRole('button', { name: 'Drukte: +15 min' });
    plus15.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Vandaag +15 min op de voorbereidingstijd.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Drukte opheffen' }));
    expect(await screen.findByText('Even niet gelukt.')).toBeInTheDocument();
    expect(screen.getByText('Vandaag +15 min op de voorbereidingstijd.')).toBeInTheDocument();
  });
});
