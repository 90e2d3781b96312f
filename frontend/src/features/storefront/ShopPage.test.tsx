import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { CollectionView, StorefrontView } from '@bestelklaar/domain';
import { renderRoutes } from '../../test/render';
import { api, callsOf, recordRequests, server, week } from '../../test/server';
import { Component as ShopLayout } from './ShopLayout';
import { Component as ShopPage } from './ShopPage';
import { INLINED_STOREFRONT_ID } from './storefront-api';
import {
  collection,
  menu,
  product,
  shopInfo,
  storefrontAnswer,
  storefrontView,
} from '../../test/fixtures/storefront';

const ref = ({ _id, name, icon }: CollectionView) => ({ _id, name, icon });
const soups = collection({ _id: 'c-soep', name: 'soepen', icon: 'Soup', sortOrder: 2 });
const drinks = collection({ _id: 'c-drank', name: 'dranken', icon: 'CupSoda', sortOrder: 1 });
const desserts = collection({ _id: 'c-dessert', name: 'desserts', icon: 'Cake', sortOrder: 3 });
const LONG_DESCRIPTION =
  'Een romige soep van zongerijpte tomaten, met huisgemaakte kalfsballetjes, verse basilicum en een scheutje room erbij.';

const tomato = product({
  _id: 'p-tomaat',
  name: 'Tomatensoep',
  description: LONG_DESCRIPTION,
  price: 4.8,
  collection: ref(soups),
  productOptions: [{ name: 'Brood', type: 'select', required: true, options: [{ name: 'Wit', price: 0.5 }] }],
});
const cola = product({ _id: 'p-cola', name: 'Cola', price: 2.5, collection: ref(drinks) });
const napkin = product({ _id: 'p-servet', name: 'Servet', price: 0.2 });
const lunch = menu({
  _id: 'm-lunch',
  name: 'Lunchmenu',
  price: 12,
  collection: ref(soups),
  products: [
    { _id: 'p-tomaat', name: 'Tomatensoep', description: '', hasImage: false, imageUrl: null },
    { _id: 'p-cola', name: 'Cola', description: '', hasImage: false, imageUrl: null },
  ],
});

/** A shop with three collections (one empty), items without a collection, and 20 % off the drinks today. */
const deSmul = storefrontView({
  info: shopInfo({ websiteUrl: 'https://desmul.be' }),
  collections: [soups, desserts, drinks],
  products: [tomato, cola, napkin],
  menus: [lunch],
  discounts: {
    productMenuDiscounts: [],
    collectionDiscounts: [
      { collection: 'c-drank', discount: 20, startDate: '2025-03-10', endDate: '2025-03-16' },
    ],
    webshopDiscounts: [],
  },
  openingHours: week({
    maandag: [
      { start: '11:00', end: '14:00' },
      { start: '17:00', end: '21:00' },
    ],
  }),
});

function renderShop(path = '/de-smul') {
  return renderRoutes(
    [
      { path: '/not-found', element: <h1>Niet gevonden</h1> },
      { path: '/:shop', Component: ShopLayout, children: [{ index: true, Component: ShopPage }] },
    ],
    path,
    { toasts: true },
  );
}

/** The loading overlay: its data-state says whether it covers the page (its CSS hides it). */
const overlay = () => screen.getByText('We dekken de tafel voor je…').closest('[data-state]');
const sectionNamed = (name: string) => screen.getByRole('region', { name });
const cardNamed = (name: string) => screen.getByRole('article', { name });

afterEach(() => {
  document.getElementById(INLINED_STOREFRONT_ID)?.remove();
  vi.restoreAllMocks();
});

describe("a shop's page", () => {
  it('lays the table while the shop is read, then shows it', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(api('/shop/:shop/storefront'), async () => {
        await answered;
        return HttpResponse.json(deSmul);
      }),
    );
    renderShop();

    expect(await screen.findByText('Shopnaam laden...')).toBeInTheDocument();
    expect(overlay()).toHaveAttribute('data-state', 'visible');
    act(() => answer());

    expect(await screen.findByRole('heading', { level: 1, name: 'De Smul' })).toBeInTheDocument();
    expect(screen.queryByText('Shopnaam laden...')).not.toBeInTheDocument();
    await waitFor(() => expect(overlay()).toHaveAttribute('data-state', 'hidden'));
    expect(document.title).toBe('De Smul · Bestelklaar');
  });

  it('says the name is unavailable when the shop cannot be read, and tries again on request', async () => {
    server.use(storefrontAnswer({ status: 500 }));
    renderShop();

    expect(await screen.findByText('Shopnaam niet beschikbaar')).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Er is iets misgegaan tijdens het laden van de webshop.');
    expect(overlay()).toHaveAttribute('data-state', 'hidden');

    server.use(storefrontAnswer(deSmul));
    await userEvent.click(within(alert).getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'De Smul' })).toBeInTheDocument();
  });

  it('leads an unknown or unlaunched shop to /not-found', async () => {
    server.use(storefrontAnswer({ status: 404, message: 'Deze webshop bestaat niet.' }));
    const { router } = renderShop('/nergens');

    expect(await screen.findByRole('heading', { name: 'Niet gevonden' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/not-found');
  });

  it("lists the collections in their order with 'Overige' last, and says so of an empty one", async () => {
    server.use(storefrontAnswer(deSmul));
    renderShop();
    await screen.findByRole('heading', { level: 1, name: 'De Smul' });

    const sections = screen.getAllByRole('region').filter((region) => region.id.startsWith('collectie-'));
    expect(sections.map((section) => section.querySelector('h2')?.textContent)).toEqual([
      'Dranken',
      'Soepen',
      'Desserts',
      'Overige',
    ]);
    expect(sectionNamed('Desserts')).toHaveTextContent('Geen items in deze collectie.');
    expect(
      within(sectionNamed('Soepen'))
        .getAllByRole('article')
        .map((card) => card.querySelector('h3')?.textContent),
    ).toEqual(['Tomatensoep', 'Lunchmenu']);
    expect(within(sectionNamed('Overige')).getByRole('article', { name: 'Servet' })).toBeInTheDocument();
  });

  it('shows each item with its cut description, its price and what its button does', async () => {
    server.use(storefrontAnswer(deSmul));
    renderShop();
    await screen.findByRole('heading', { level: 1, name: 'De Smul' });

    const soup = cardNamed('Tomatensoep');
    expect(soup).toHaveTextContent(`${LONG_DESCRIPTION.slice(0, 100).trimEnd()}…`);
    expect(soup).not.toHaveTextContent(LONG_DESCRIPTION);
    expect(soup).toHaveTextContent(/€\s4,80/);
    expect(within(soup).getByRole('button', { name: 'Bekijk Opties: Tomatensoep' })).toHaveTextContent(
      'Bekijk Opties',
    );

    const drink = cardNamed('Cola');
    expect(
      within(drink)
        .getByText(/€\s2,50/)
        .closest('s'),
    ).not.toBeNull();
    expect(drink).toHaveTextContent(/Nu: €\s2,00/);
    expect(within(drink).getByRole('button', { name: 'Toevoegen: Cola' })).toHaveTextContent('Toevoegen');

    const menuCard = cardNamed('Lunchmenu');
    expect(menuCard).toHaveTextContent('Dit menu bevat 2 producten');
    expect(menuCard.querySelector('s')).toBeNull();
    expect(within(menuCard).getByRole('button', { name: 'Toevoegen: Lunchmenu' })).toBeInTheDocument();
  });

  it('loads the first cards’ photos at once and first, the others lazily, in the width needed; a broken photo is logged and replaced', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const withPhotos = storefrontView({
      products: ['Een', 'Twee', 'Drie', 'Vier'].map((name) =>
        product({ _id: name, name, hasImage: true, imageUrl: `/foto/${name}.jpg` }),
      ),
    });
    server.use(storefrontAnswer(withPhotos));
    renderShop();
    await screen.findByRole('heading', { level: 1, name: 'De Smul' });

    const photoOf = (name: string) => cardNamed(name).querySelector('img');
    expect(['Een', 'Twee', 'Drie', 'Vier'].map((name) => photoOf(name)?.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'lazy',
    ]);
    expect(['Een', 'Vier'].map((name) => photoOf(name)?.getAttribute('fetchpriority'))).toEqual([
      'high',
      null,
    ]);
    expect(photoOf('Vier')).toHaveAttribute('srcset', expect.stringContaining('/foto/Vier.jpg?w='));
    expect(photoOf('Vier')).toHaveAttribute('sizes', expect.stringContaining('6.5rem'));
    fireEvent.error(photoOf('Twee')!);
    expect(photoOf('Twee')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Twee'));
  });

  it('moves to a collection from its tab and marks it current', async () => {
    // jsdom lays nothing out, so it cannot scroll; the test notes where the page was asked to go.
    const scrolled: string[] = [];
    const scrollIntoView = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    onTestFinished(() => {
      if (scrollIntoView) Object.defineProperty(Element.prototype, 'scrollIntoView', scrollIntoView);
      else delete (Element.prototype as Partial<Element>).scrollIntoView;
    });
    server.use(storefrontAnswer(deSmul));
    renderShop();
    await screen.findByRole('heading', { level: 1, name: 'De Smul' });

    const tabs = within(screen.getByRole('navigation', { name: 'Collecties' })).getAllByRole('link');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Dranken', 'Soepen', 'Desserts', 'Overige']);

    await userEvent.click(screen.getByRole('link', { name: 'Desserts' }));
    expect(screen.getByRole('link', { name: 'Desserts' })).toHaveAttribute('aria-current', 'true');
    expect(tabs.filter((tab) => tab.hasAttribute('aria-current'))).toHaveLength(1);
    expect(scrolled).toEqual([sectionNamed('Desserts').id]);
    expect(sectionNamed('Desserts')).toHaveFocus();
  });

  it("shows the shop's logo, website, contact and every weekday's opening hours", async () => {
    server.use(
      storefrontAnswer(
        storefrontView({ ...deSmul, info: shopInfo({ ...deSmul.info, shopLogoUrl: '/logo.png' }) }),
      ),
    );
    renderShop();
    await screen.findByRole('heading', { level: 1, name: 'De Smul' });

    expect(screen.getByRole('img', { name: 'De Smul' })).toHaveAttribute('src', '/logo.png');
    expect(screen.getByRole('link', { name: 'Bestelklaar, naar de homepagina' })).toHaveAttribute(
      'href',
      '/',
    );
    const website = screen.getByRole('link', { name: /^Website/ });
    expect(website).toHaveAttribute('href', 'https://desmul.be');
    expect(website).toHaveAttribute('target', '_blank');

    const contact = screen.getByRole('heading', { level: 2, name: 'Contact' });
    expect(contact.closest('details')).not.toHaveAttribute('open');
    await userEvent.click(contact);
    expect(contact.closest('details')).toHaveAttribute('open');
    expect(screen.getByRole('link', { name: 'hallo@desmul.be' })).toHaveAttribute(
      'href',
      'mailto:hallo@desmul.be',
    );
    expect(screen.getByRole('link', { name: '0470 12 34 56' })).toHaveAttribute('href', 'tel:0470123456');

    await userEvent.click(screen.getByRole('heading', { level: 2, name: 'Openingsuren' }));
    const days = within(screen.getByRole('region', { name: 'Openingsuren' }))
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
    expect(days).toEqual([
      'Maandag 11:00 – 14:00, 17:00 – 21:00',
      'Dinsdag Gesloten',
      'Woensdag Gesloten',
      'Donderdag Gesloten',
      'Vrijdag Gesloten',
      'Zaterdag Gesloten',
      'Zondag Gesloten',
    ]);
  });

  it("wears the shop's dark mode, and gives the page back to the system when leaving", async () => {
    server.use(storefrontAnswer(storefrontView({ info: shopInfo({ darkMode: true }) })));
    const { unmount } = renderShop();
    await screen.findByRole('heading', { level: 1, name: 'De Smul' });

    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(document.documentElement.dataset.themeLocked).toBe('true');
    unmount();
    expect(document.documentElement.dataset.themeLocked).toBeUndefined();
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('paints from the data inlined in the page, without asking the server', async () => {
    const inlined = document.createElement('script');
    inlined.id = INLINED_STOREFRONT_ID;
    inlined.type = 'application/json';
    inlined.textContent = JSON.stringify(deSmul satisfies StorefrontView);
    document.body.append(inlined);
    const requests = recordRequests();
    renderShop();

    expect(await screen.findByRole('heading', { level: 1, name: 'De Smul' })).toBeInTheDocument();
    expect(screen.queryByText('Shopnaam laden...')).not.toBeInTheDocument();
    expect(callsOf(requests)).not.toContain('GET /api/shop/de-smul/storefront');
    expect(document.getElementById(INLINED_STOREFRONT_ID)).toBeNull();
  });

  it('ignores data inlined for another shop', async () => {
    const inlined = document.createElement('script');
    inlined.id = INLINED_STOREFRONT_ID;
    inlined.type = 'application/json';
    inlined.textContent = JSON.stringify({ ...deSmul, shop: 'ander', info: shopInfo({ shopName: 'Ander' }) });
    document.body.append(inlined);
    server.use(storefrontAnswer(deSmul));
    const requests = recordRequests();
    renderShop();

    expect(await screen.findByRole('heading', { level: 1, name: 'De Smul' })).toBeInTheDocument();
    expect(callsOf(requests)).toContain('GET /api/shop/de-smul/storefront');
  });

  it('adds an item without options straight to the cart, and opens one with options', async () => {
    server.use(storefrontAnswer(deSmul));
    renderShop();
    await screen.findByRole('heading', { level: 1, name: 'De Smul' });
    const cart = screen.getByRole('region', { name: 'Winkelmandje' });
    expect(cart).toHaveTextContent('Je winkelmandje is leeg.');

    await userEvent.click(screen.getByRole('button', { name: 'Toevoegen: Cola' }));
    expect(cart).toHaveTextContent('Cola');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const options = screen.getByRole('button', { name: 'Bekijk Opties: Tomatensoep' });
    await userEvent.click(options);
    expect(await screen.findByRole('dialog', { name: 'Tomatensoep' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(options).toHaveFocus();

    await userEvent.click(within(cardNamed('Lunchmenu')).getByRole('button', { name: 'Lunchmenu' }));
    expect(await screen.findByRole('dialog', { name: 'Lunchmenu' })).toBeInTheDocument();
  });

  it('keeps a sold-out item in its place, greyed, and does not add it', async () => {
    server.use(storefrontAnswer({ ...deSmul, products: [tomato, { ...cola, soldOut: true }, napkin] }));
    renderShop();
    await screen.findByRole('heading', { level: 1, name: 'De Smul' });

    const card = cardNamed('Cola');
    expect(card.closest('[class*="soldOut"]') ?? card.querySelector('[class*="soldOut"]')).not.toBeNull();
    const button = within(card).getByRole('button', { name: 'Uitverkocht: Cola' });
    expect(button).toBeDisabled();

    await userEvent.click(within(card).getByRole('button', { name: 'Cola' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cola' });
    expect(within(dialog).getByRole('button', { name: 'Uitverkocht' })).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Toevoegen aan Winkelmandje' })).toBeNull();
  });

  it('shows an item the owner marked sold out while the page is open, without a reload', async () => {
    let answer = deSmul;
    server.use(http.get(api('/shop/:shop/storefront'), () => HttpResponse.json(answer)));
    renderShop();
    await screen.findByRole('heading', { level: 1, name: 'De Smul' });
    expect(within(cardNamed('Cola')).getByRole('button', { name: 'Toevoegen: Cola' })).toBeEnabled();

    answer = { ...deSmul, products: [tomato, { ...cola, soldOut: true }, napkin] };

    expect(
      await within(cardNamed('Cola')).findByRole('button', { name: 'Uitverkocht: Cola' }, { timeout: 2_000 }),
    ).toBeDisabled();
  });

  it('shows the whole-shop discount’s text in the header and the cart while it runs, coming and going by itself', async () => {
    const text = 'Lentekorting: 10 % op alles';
    const lente = { discount: 10, description: text, startDate: '2025-03-11', endDate: '2025-03-16' };
    const onDay = (today: string): StorefrontView => ({
      ...deSmul,
      today,
      discounts: { ...deSmul.discounts, webshopDiscounts: [lente] },
    });
    let answer = onDay('2025-03-10');
    server.use(http.get(api('/shop/:shop/storefront'), () => HttpResponse.json(answer)));
    renderShop();
    const header = (await screen.findByRole('heading', { level: 1, name: 'De Smul' })).closest('header')!;
    const cart = screen.getByRole('region', { name: 'Winkelmandje' });
    expect(screen.queryByText(text)).not.toBeInTheDocument();

    answer = onDay('2025-03-11');
    expect(await within(header).findByText(text, {}, { timeout: 2_000 })).toBeVisible();
    expect(within(cart).getByText(text)).toBeVisible();

    answer = onDay('2025-03-17');
    await waitFor(() => expect(screen.queryByText(text)).not.toBeInTheDocument(), { timeout: 2_000 });
  });

  it('says the kitchen pauses ordering until when, and when the first pickup is, before the collections', async () => {
    // 14:45 in Brussels (winter).
    server.use(
      storefrontAnswer({
        ...deSmul,
        orderingPausedUntil: '2025-03-10T13:45:00.000Z',
        nextPickup: { date: '2025-03-11', start: '11:30' },
      }),
    );
    renderShop();
    await screen.findByRole('heading', { level: 1, name: 'De Smul' });

    expect(
      screen.getByText('We nemen tijdelijk geen bestellingen aan. Probeer het na 14:45 opnieuw.'),
    ).toBeInTheDocument();
    const nextPickup = screen.getByText('Eerstvolgende afhaling: morgen 11:30');
    expect(
      nextPickup.compareDocumentPosition(screen.getByRole('navigation', { name: 'Collecties' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('names today, a later weekday, or says there is no pickup moment', async () => {
    let answer: StorefrontView = { ...deSmul, nextPickup: { date: '2025-03-10', start: '17:00' } };
    server.use(http.get(api('/shop/:shop/storefront'), () => HttpResponse.json(answer)));
    renderShop();
    expect(await screen.findByText('Eerstvolgende afhaling: vandaag 17:00')).toBeInTheDocument();

    answer = { ...deSmul, nextPickup: { date: '2025-03-13', start: '09:00' } };
    expect(
      await screen.findByText('Eerstvolgende afhaling: donderdag 09:00', undefined, { timeout: 2_000 }),
    ).toBeInTheDocument();

    answer = { ...deSmul, nextPickup: null };
    expect(
      await screen.findByText('Momenteel geen afhaalmomenten beschikbaar.', undefined, { timeout: 2_000 }),
    ).toBeInTheDocument();
  });

  it('says the shop is closed for its vacation, and from when it takes orders when it allows pre-orders', async () => {
    const summer = { vacationModeStart: '2025-03-08', vacationModeEnd: '2025-03-16' };
    let answer: StorefrontView = { ...deSmul, vacations: [summer] };
    server.use(http.get(api('/shop/:shop/storefront'), () => HttpResponse.json(answer)));
    renderShop();

    expect(
      await screen.findByText('Gesloten van zaterdag 8 maart tot en met zondag 16 maart.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Je kunt al bestellen/)).not.toBeInTheDocument();

    answer = { ...deSmul, vacations: [{ ...summer, allowPreOrders: true }] };
    expect(
      await screen.findByText('Je kunt al bestellen voor afhaling vanaf maandag 17 maart.', undefined, {
        timeout: 2_000,
      }),
    ).toBeInTheDocument();
  });
});
