import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { getToken, storeSession } from '../../../lib/session';
import { renderWithQuery } from '../../../test/render';
import { api, server } from '../../../test/server';
import { ShopsCard } from './ShopsCard';

/** A token whose payload names `shop`, as the server's does (the signature is not read here). */
const tokenFor = (shop: string) => `x.${btoa(JSON.stringify({ sub: 'u', shop }))}.y`;
const NEW_TOKEN = tokenFor('shop-2');

describe("'Zaken' on 'Mijn account'", () => {
  it('lists the shops with the role in each, and opens a new shop of ones own in a session there', async () => {
    server.use(
      http.get(api('/admin/shops'), () =>
        HttpResponse.json([
          { shopId: 'shop-1', shopName: 'Frituur Zus', subdomain: 'frituur', role: 'eigenaar' },
          { shopId: 'shop-3', shopName: ' ', subdomain: '', role: 'medewerker' },
        ]),
      ),
      http.post(api('/admin/shops'), () =>
        HttpResponse.json({ shopId: 'shop-2', token: NEW_TOKEN }, { status: 201 }),
      ),
    );
    storeSession(tokenFor('shop-1'));
    const openNewShop = vi.fn();
    renderWithQuery(<ShopsCard openNewShop={openNewShop} />);

    const list = await screen.findByRole('list', { name: 'Je zaken' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Frituur Zus — Eigenaar (hier ben je nu)', 'Naamloze zaak — Medewerker']);
    const add = screen.getByRole('button', { name: 'Nieuwe zaak toevoegen' });
    add.focus();
    await userEvent.keyboard('{Enter}');
    await vi.waitFor(() => expect(openNewShop).toHaveBeenCalledWith('/dashboard'));
    expect(getToken()).toBe(NEW_TOKEN);
  });

  it('says why when the server refuses, and stays', async () => {
    server.use(
      http.post(api('/admin/shops'), () =>
        HttpResponse.json(
          { message: 'Je werkt al in het hoogste aantal zaken. Neem contact met ons op voor meer.' },
          { status: 409 },
        ),
      ),
    );
    const openNewShop = vi.fn();
    renderWithQuery(<ShopsCard openNewShop={openNewShop} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Nieuwe zaak toevoegen' }));
    expect(
      await screen.findByText('Je werkt al in het hoogste aantal zaken. Neem contact met ons op voor meer.'),
    ).toBeInTheDocument();
    expect(openNewShop).not.toHaveBeenCalled();
  });
});
