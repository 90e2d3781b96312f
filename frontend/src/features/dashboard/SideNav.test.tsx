import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Role } from '@bestelklaar/domain';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render';
import { api, server } from '../../test/server';
import { SideNav } from './SideNav';

function renderNav() {
  renderRoutes([{ path: '/dashboard/*', Component: SideNav }], '/dashboard/producten');
}

/** A token whose payload names `shop`, as the server's does (the signature is not read here). */
const tokenFor = (shop: string) => `x.${btoa(JSON.stringify({ sub: 'u', shop }))}.y`;

const answerShops = (...shops: { shopId: string; role: Role }[]) =>
  server.use(
    http.get(api('/admin/shops'), () =>
      HttpResponse.json(shops.map((shop) => ({ ...shop, shopName: shop.shopId, subdomain: shop.shopId }))),
    ),
  );

const links = () =>
  within(screen.getByRole('navigation', { name: 'Dashboard' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe("the dashboard's phone menu", () => {
  it('locks the page behind it while open, and closes on Escape with focus back on its button', async () => {
    renderNav();
    const toggle = screen.getByRole('button', { name: 'Menu openen' });

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Menu sluiten');
    expect(document.body.style.overflow).toBe('hidden');

    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes when a page is chosen', async () => {
    renderNav();
    await userEvent.click(screen.getByRole('button', { name: 'Menu openen' }));

    await userEvent.click(await screen.findByRole('link', { name: 'Collecties' }));
    expect(screen.getByRole('button', { name: 'Menu openen' })).toHaveAttribute('aria-expanded', 'false');
    expect(document.body.style.overflow).toBe('');
  });
});

describe('the side navigation follows the role', () => {
  it('offers an owner every section, the team and the integrations included', async () => {
    renderNav();
    expect(await screen.findByRole('link', { name: 'Team' })).toBeInTheDocument();
    expect(links()).toEqual([
      'Home',
      'Producten',
      'Menus',
      'Bestellingen',
      'Ophaalmomenten',
      'Instellingen',
      'Kortingen',
      'Collecties',
      'Printers',
      'Team',
      'Activiteit',
      'Koppelingen',
      'Mijn account',
    ]);
  });

  it('offers the counter no team, settings or discounts: the role of the session’s shop counts', async () => {
    localStorage.setItem('token', tokenFor('kebab'));
    answerShops({ shopId: 'frituur', role: 'eigenaar' }, { shopId: 'kebab', role: 'medewerker' });
    renderNav();

    await screen.findByRole('link', { name: 'Producten' });
    await expect
      .poll(links)
      .toEqual([
        'Home',
        'Producten',
        'Menus',
        'Bestellingen',
        'Ophaalmomenten',
        'Collecties',
        'Mijn account',
      ]);
    expect(screen.queryByRole('link', { name: 'Team' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Instellingen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Kortingen' })).not.toBeInTheDocument();
  });

  it.each<[Role, string[]]>([
    [
      'beheerder',
      [
        'Home',
        'Producten',
        'Menus',
        'Bestellingen',
        'Ophaalmomenten',
        'Instellingen',
        'Kortingen',
        'Collecties',
        'Printers',
        'Activiteit',
        'Mijn account',
      ],
    ],
    [
      'boekhouder',
      [
        'Home',
        'Producten',
        'Menus',
        'Bestellingen',
        'Ophaalmomenten',
        'Instellingen',
        'Kortingen',
        'Collecties',
        'Mijn account',
      ],
    ],
  ])('offers a %s every section its role reads, never the team', async (role, expected) => {
    answerShops({ shopId: 'frituur', role });
    renderNav();
    await screen.findByRole('link', { name: 'Instellingen' });
    expect(links()).toEqual(expected);
  });

  it('shows only what every role has while the role is read, and everything when it cannot be', async () => {
    server.use(http.get(api('/admin/shops'), () => HttpResponse.json({ message: 'Kapot' }, { status: 500 })));
    renderNav();
    expect(links()).not.toContain('Instellingen');
    expect(await screen.findByRole('link', { name: 'Team' })).toBeInTheDocument();
  });
});
