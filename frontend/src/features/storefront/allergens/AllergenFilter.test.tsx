import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { server } from '../../../test/server';
import { product, shopInfo, storefrontAnswer, storefrontView } from '../../../test/fixtures/storefront';
import { Component as ShopLayout } from '../ShopLayout';
import { Component as ShopPage } from '../ShopPage';
import { filterStorageKey } from './allergen-filter';

const croque = product({
  _id: 'p-croque',
  name: 'Croque monsieur',
  allergens: ['gluten', 'milk'],
  mayContain: ['mustard'],
});
const hummus = product({ _id: 'p-hummus', name: 'Hummus', allergens: ['sesame'], dietary: ['vegan'] });
const tart = product({
  _id: 'p-taart',
  name: 'Kaastaart',
  allergens: ['eggs', 'milk'],
  dietary: ['vegetarian'],
});
const water = product({ _id: 'p-water', name: 'Water' });

function renderShop(complete: boolean) {
  server.use(
    storefrontAnswer(
      storefrontView({
        info: shopInfo({ allergenInfoComplete: complete }),
        products: [croque, hummus, tart, water],
      }),
    ),
  );
  return renderRoutes(
    [{ path: '/:shop', Component: ShopLayout, children: [{ index: true, Component: ShopPage }] }],
    '/de-smul',
  );
}

const card = (name: string) => screen.getByRole('article', { name });
const cardNames = () =>
  screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent);

describe("the shop's allergen marks and filter", () => {
  it('marks each card with its allergens in words, and says to ask where an item has none', async () => {
    renderShop(false);
    await screen.findByRole('article', { name: 'Croque monsieur' });

    expect(within(card('Croque monsieur')).getByRole('list', { name: 'Bevat:' })).toHaveTextContent(
      'Glutenbevattende granenMelk',
    );
    expect(card('Hummus')).toHaveTextContent('Veganistisch');
    expect(card('Water')).toHaveTextContent('Vraag de zaak naar allergenen');
    expect(within(card('Water')).queryByRole('list', { name: 'Bevat:' })).not.toBeInTheDocument();
  });

  it('says nothing about an item without allergens once the shop says its information is complete', async () => {
    renderShop(true);
    await screen.findByRole('article', { name: 'Water' });
    expect(card('Water')).not.toHaveTextContent('Vraag de zaak naar allergenen');
  });

  it('hides what contains an avoided allergen, marks what may hold traces, and keeps the choice per shop', async () => {
    const user = userEvent.setup();
    const { unmount } = renderShop(false);
    await screen.findByRole('article', { name: 'Croque monsieur' });

    await user.click(screen.getByText('Allergenen vermijden', { selector: 'summary' }));
    const avoid = screen.getByRole('group', { name: 'Welke allergenen vermijd je?' });
    await user.click(within(avoid).getByRole('checkbox', { name: 'Eieren' }));
    await user.click(within(avoid).getByRole('checkbox', { name: 'Mosterd' }));

    expect(screen.queryByRole('article', { name: 'Kaastaart' })).not.toBeInTheDocument();
    expect(card('Croque monsieur')).toHaveTextContent('Kan sporen bevatten van Mosterd');
    expect(screen.getByText('1 item verborgen door je filter.')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(filterStorageKey('de-smul'))!)).toEqual({
      avoid: ['eggs', 'mustard'],
      diets: [],
    });
    expect(localStorage.getItem(filterStorageKey('andere-zaak'))).toBeNull();

    unmount();
    renderShop(false);
    await screen.findByRole('article', { name: 'Croque monsieur' });
    expect(screen.queryByRole('article', { name: 'Kaastaart' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Filter wissen' }));
    expect(await screen.findByRole('article', { name: 'Kaastaart' })).toBeInTheDocument();
    localStorage.clear();
  });

  it("shows only what suits 'Vegetarisch' or 'Veganistisch', a vegan dish being vegetarian too", async () => {
    const user = userEvent.setup();
    renderShop(false);
    await screen.findByRole('article', { name: 'Croque monsieur' });

    await user.click(screen.getByRole('checkbox', { name: 'Vegetarisch' }));
    expect(cardNames()).toEqual(['Hummus', 'Kaastaart']);
    await user.click(screen.getByRole('checkbox', { name: 'Veganistisch' }));
    expect(cardNames()).toEqual(['Hummus']);
    localStorage.clear();
  });
});
