import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { LANGUAGE_COOKIE, type StorefrontView } from '@bestelklaar/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render';
import { api, server } from '../../test/server';
import { product, storefrontView } from '../../test/fixtures/storefront';
import { Component as ShopLayout, loader } from './ShopLayout';
import { Component as ShopPage } from './ShopPage';

const croque = product({
  _id: 'p-croque',
  name: 'Croque monsieur',
  price: 14.5,
  allergens: ['gluten', 'milk'],
});

/** The shop's read as the server answers it per language (contract: `?lang=`, else the shop's default). */
function storefrontPerLanguage(requests: { lang: string | null; acceptLanguage: string | null }[]) {
  return http.get(api('/shop/:shop/storefront'), ({ request }) => {
    const url = new URL(request.url);
    const lang = url.searchParams.get('lang');
    requests.push({ lang, acceptLanguage: request.headers.get('Accept-Language') });
    const language = lang === 'fr' || lang === 'en' ? lang : 'nl';
    const name = language === 'fr' ? 'Croque-monsieur' : 'Croque monsieur';
    const view: StorefrontView = {
      ...storefrontView({ products: [{ ...croque, name }], menus: [] }),
      language,
    };
    return HttpResponse.json(view);
  });
}

function renderShop(path: string) {
  const requests: { lang: string | null; acceptLanguage: string | null }[] = [];
  server.use(storefrontPerLanguage(requests));
  const view = renderRoutes(
    [{ path: '/:shop', loader, Component: ShopLayout, children: [{ index: true, Component: ShopPage }] }],
    path,
  );
  return { ...view, requests };
}

function preferLanguages(languages: string[]) {
  Object.defineProperty(navigator, 'languages', { value: languages, configurable: true });
}

afterEach(() => {
  preferLanguages(['nl-BE', 'nl']);
  document.cookie = `${LANGUAGE_COOKIE}=; path=/; max-age=0`;
});

describe("the shop's languages", () => {
  it('switches to French from the header, keeping the cart, and remembers the choice', async () => {
    const user = userEvent.setup();
    const { router, requests } = renderShop('/de-smul');
    await user.click(await screen.findByRole('button', { name: 'Toevoegen: Croque monsieur' }));

    const switcher = screen.getByRole('navigation', { name: 'Taal' });
    expect(within(switcher).getByRole('link', { name: 'NL, Nederlands' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    const french = within(switcher).getByRole('link', { name: 'FR, Français' });
    expect(french).toHaveAttribute('lang', 'fr');
    expect(french).toHaveAttribute('href', '/de-smul?lang=fr');
    await user.click(french);

    // The texts, the money and the allergens in French; the shop's content from the read in French.
    const cart = await screen.findByRole('region', { name: 'Panier' });
    expect(await within(cart).findByText('Croque-monsieur')).toBeInTheDocument();
    expect(within(cart).getByRole('list', { name: 'Contient\u00a0:' })).toHaveTextContent(
      'Céréales contenant du glutenLait',
    );
    expect(within(cart).getByRole('button', { name: 'Passer commande' })).toBeEnabled();
    // Money as Intl writes it in fr-BE, the totals' labels from the customer messages.
    expect(cart).toHaveTextContent('Sous-total13,68 €TVA (6 %)0,82 €Total14,50 €');
    expect(await screen.findByText('La page est maintenant en français.')).toHaveAttribute('lang', 'fr');
    expect(document.documentElement.lang).toBe('fr-BE');
    expect(router.state.location.search).toBe('?lang=fr');

    expect(requests.at(-1)).toEqual({ lang: 'fr', acceptLanguage: 'fr' });
    expect(localStorage.getItem(LANGUAGE_COOKIE)).toBe('fr');
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=fr`);
  });

  it("opens in the browser's language when the link names none, and in the link's when it does", async () => {
    preferLanguages(['fr-BE', 'fr', 'en']);
    const first = renderShop('/de-smul');
    expect(await screen.findByRole('button', { name: 'Ajouter\u00a0: Croque-monsieur' })).toBeInTheDocument();
    expect(first.requests[0]).toEqual({ lang: 'fr', acceptLanguage: 'fr' });
    first.unmount();
    sessionStorage.clear();

    renderShop('/de-smul?lang=en');
    expect(await screen.findByRole('button', { name: 'Add: Croque monsieur' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'EN, English' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('list', { name: 'Contains:' })).toHaveTextContent(
      'Cereals containing glutenMilk',
    );
  });

  it("keeps the shop's default language when neither the link, the customer nor the browser names one", async () => {
    preferLanguages(['de-DE']);
    const { requests } = renderShop('/de-smul');
    expect(await screen.findByRole('button', { name: 'Toevoegen: Croque monsieur' })).toBeInTheDocument();
    expect(requests[0]?.lang).toBeNull();
  });
});
