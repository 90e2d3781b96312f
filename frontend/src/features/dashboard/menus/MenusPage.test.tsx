import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, callsOf, recordRequests, server } from '../../../test/server';
import { renderItemsPage } from '../../../test/render-items-page';
import { Component as MenusPage } from './MenusPage';
import { productKeys, type Product } from '../shared/items/products-api';
import type { Menu } from '../shared/items/menus-api';
import {
  cola,
  emptiedMenu,
  lunchMenu,
  menusAnswer,
  productsAnswer,
  sandwich,
  soup,
} from '../../../test/fixtures/items';

/** `cachedProducts`: a product list the dashboard read earlier (e.g. on the home screen). */
function renderPage(cachedProducts?: Product[]) {
  return renderItemsPage({
    routes: [
      { path: '/dashboard/menus', Component: MenusPage },
      { path: '/dashboard/producten', Component: () => <h1>Producten</h1> },
    ],
    path: '/dashboard/menus',
    prepare: (client) => cachedProducts && client.setQueryData(productKeys.list(), cachedProducts),
    // Answers stay fresh for 30 seconds, as in the app.
    staleTime: 30_000,
  }).router;
}

const sentForm = (calls: ReturnType<typeof recordRequests>, method: string, path: string) =>
  calls.find((call) => call.method === method && call.path === path)?.body as FormData | undefined;

async function chooseProduct(dialog: HTMLElement, search: string) {
  const products = within(dialog).getByRole('combobox', { name: 'Producten' });
  await userEvent.clear(products);
  await userEvent.type(products, search);
  await userEvent.keyboard('{Enter}');
}

describe('the menus screen', () => {
  it('shows each menu as a card: price, products, collection, their value, and no products marked', async () => {
    server.use(menusAnswer([lunchMenu, emptiedMenu]));
    renderPage();
    const lunch = await screen.findByRole('article', { name: 'Lunchmenu' });
    expect(lunch.querySelector('img')).toHaveAttribute('src', lunchMenu.imageUrl);
    expect(lunch).toHaveTextContent('Soep, broodje en een drankje');
    expect(lunch).toHaveTextContent('€ 12,50');
    expect(lunch).toHaveTextContent('3 producten');
    expect(lunch).toHaveTextContent('Broodjes');
    expect(lunch).toHaveTextContent('Samen los: € 14,20');
    expect(lunch).toHaveTextContent('Klant bespaart € 1,70');
    expect(lunch).not.toHaveTextContent('Geen producten');

    const kids = screen.getByRole('article', { name: 'Kindermenu' });
    expect(kids.querySelector('img')).toBeNull();
    expect(kids).toHaveTextContent('Geen beschrijving');
    expect(kids).toHaveTextContent('€ 7,00');
    expect(kids).toHaveTextContent('Geen producten');
    expect(kids).toHaveTextContent('Niet zichtbaar in je webshop');
    expect(screen.getByRole('status')).toHaveTextContent("2 menu's");
  });

  it('searches by name regardless of case, and says so when nothing matches', async () => {
    server.use(menusAnswer([lunchMenu, emptiedMenu]));
    renderPage();
    await screen.findByRole('article', { name: 'Lunchmenu' });
    const search = screen.getByRole('searchbox', { name: 'Zoeken' });
    await userEvent.type(search, 'KINDER');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('article', { name: 'Kindermenu' })).toBeInTheDocument();
    expect(screen.getByText("1 van 2 menu's")).toBeInTheDocument();

    await userEvent.clear(search);
    await userEvent.type(search, 'pasta');
    expect(screen.getByText("Geen menu's gevonden voor ‘pasta’.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Zoekopdracht wissen' }));
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('sends a shop without products to make one first', async () => {
    const router = renderPage();
    await userEvent.click((await screen.findAllByRole('button', { name: 'Menu toevoegen' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Menu toevoegen' });
    expect(await within(dialog).findByText('Je hebt nog geen producten.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'Menunaam' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('link', { name: 'Product toevoegen' }));
    expect(router.state.location.pathname).toBe('/dashboard/producten');
    expect(router.state.location.search).toBe('?add=true');
  });

  it('offers products made since the list was last read, rather than saying there are none', async () => {
    server.use(productsAnswer([soup]));
    renderPage([]);
    await userEvent.click((await screen.findAllByRole('button', { name: 'Menu toevoegen' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Menu toevoegen' });
    expect(within(dialog).queryByText('Je hebt nog geen producten.')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Producten' }));
    expect(await screen.findByRole('option', { name: /^Tomatensoep/ })).toBeInTheDocument();
  });

  it('checks the form with the domain’s rules before anything is sent', async () => {
    server.use(productsAnswer([soup, sandwich]));
    const calls = recordRequests();
    renderPage();
    await userEvent.click((await screen.findAllByRole('button', { name: 'Menu toevoegen' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Menu toevoegen' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Menunaam' }), 'L');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));

    expect(await within(dialog).findByText('Moet ten minste 2 tekens lang zijn')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Prijs' })).toHaveAccessibleDescription(
      'Dit veld is verplicht',
    );
    expect(within(dialog).getByRole('combobox', { name: 'Producten' })).toHaveAccessibleDescription(
      /Selecteer minstens één product\./,
    );
    expect(callsOf(calls)).not.toContain('POST /api/admin/menus');
  });

  it('adds a menu of two products with a free-text option, says so, closes after half a second, and lists it', async () => {
    const listed: Menu[] = [];
    server.use(
      productsAnswer([soup, sandwich, cola]),
      http.get(api('/admin/collections'), () =>
        HttpResponse.json([{ _id: 'c1', name: 'Broodjes', icon: 'Sandwich', sortOrder: 0 }]),
      ),
      http.get(api('/admin/menus'), () => HttpResponse.json(listed)),
      http.post(api('/admin/menus'), () => {
        listed.push(lunchMenu);
        return HttpResponse.json(lunchMenu, { status: 201 });
      }),
    );
    const calls = recordRequests();
    renderPage();
    await userEvent.click((await screen.findAllByRole('button', { name: 'Menu toevoegen' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Menu toevoegen' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Menunaam' }), 'Lunchmenu');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Prijs' }), '12,50');
    const vat = within(dialog).getByRole('radiogroup', { name: 'BTW-tarief' });
    expect(within(vat).getByRole('radio', { name: '6 %' })).toBeChecked();
    await userEvent.click(within(vat).getByRole('radio', { name: '12 %' }));

    await within(dialog).findByRole('combobox', { name: 'Producten' });
    await chooseProduct(dialog, 'soep');
    await chooseProduct(dialog, 'CURRY');
    expect(within(dialog).getByRole('combobox', { name: 'Producten' })).toHaveAccessibleDescription(
      /^Samen los: €\s11,60\.$/,
    );
    await userEvent.keyboard('{Escape}');
    const chosen = within(dialog).getByRole('list', { name: 'Producten: gekozen (2)' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Tomatensoep', 'Broodje kip curry']);
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Collectie' }), 'Broodjes');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Optiegroep toevoegen' }));
    const group = within(dialog).getByRole('group', { name: 'Optiegroep 1' });
    await userEvent.type(within(group).getByRole('textbox', { name: 'Naam van de optiegroep' }), 'Opmerking');
    await userEvent.click(within(group).getByRole('radio', { name: 'Vrije tekst' }));
    expect(within(group).queryByRole('textbox', { name: 'Keuze 1' })).not.toBeInTheDocument();
    expect(within(group).queryByRole('textbox', { name: 'Maximaal aantal keuzes' })).not.toBeInTheDocument();
    await userEvent.click(
      within(within(group).getByRole('radiogroup', { name: 'Verplicht' })).getByRole('radio', { name: 'Ja' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));

    expect(await within(dialog).findByText('Menu toegevoegd')).toBeInTheDocument();
    const sent = sentForm(calls, 'POST', '/api/admin/menus')!;
    expect(sent.get('name')).toBe('Lunchmenu');
    expect(sent.get('price')).toBe('12.5');
    expect(sent.get('vatRate')).toBe('12');
    expect(sent.get('collection')).toBe('c1');
    expect(sent.get('products[0]')).toBe(soup._id);
    expect(sent.get('products[1]')).toBe(sandwich._id);
    expect(sent.has('products[2]')).toBe(false);
    expect(JSON.parse(sent.get('productOptions') as string)).toEqual([
      { name: 'Opmerking', type: 'text', required: true, options: [] },
    ]);
    expect(sent.has('keepExistingImage')).toBe(false);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('article', { name: 'Lunchmenu' })).toBeInTheDocument();
    // Much typing in a large form (the allergen checklists too): slow on a busy machine.
  }, 15_000);

  it('edits a menu: its values come back, chips can be removed, and the path names the menu', async () => {
    server.use(
      productsAnswer([soup, sandwich, cola]),
      menusAnswer([lunchMenu]),
      http.put(api(`/admin/menus/${lunchMenu._id}`), () => HttpResponse.json(lunchMenu)),
    );
    const calls = recordRequests();
    renderPage();
    const card = await screen.findByRole('article', { name: 'Lunchmenu' });
    const edit = within(card).getByRole('button', { name: /^Bewerken: / });
    await userEvent.click(edit);
    const dialog = await screen.findByRole('dialog', { name: 'Menu bewerken' });
    expect(within(dialog).getByRole('textbox', { name: 'Menunaam' })).toHaveValue('Lunchmenu');
    expect(within(dialog).getByRole('textbox', { name: 'Prijs' })).toHaveValue('12,50');
    expect(within(dialog).getByRole('radio', { name: 'Vrije tekst' })).toBeChecked();
    expect(within(dialog).getByRole('img', { name: 'Voorbeeld van de afbeelding' })).toBeInTheDocument();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Cola zero verwijderen' }));
    expect(within(dialog).getByRole('list', { name: 'Producten: gekozen (2)' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));

    expect(await within(dialog).findByText('Menu bijgewerkt')).toBeInTheDocument();
    const sent = sentForm(calls, 'PUT', `/api/admin/menus/${lunchMenu._id}`)!;
    expect(sent.get('products[0]')).toBe(soup._id);
    expect(sent.get('products[1]')).toBe(sandwich._id);
    expect(sent.has('products[2]')).toBe(false);
    expect(sent.get('keepExistingImage')).toBe('true');
    expect(JSON.parse(sent.get('productOptions') as string)).toEqual(lunchMenu.productOptions);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(edit).toHaveFocus());
  });

  it('shows a message about the option groups as a whole above them', async () => {
    server.use(
      productsAnswer([soup]),
      http.post(api('/admin/menus'), () =>
        HttpResponse.json(
          {
            statusCode: 400,
            message: 'Een product kan maximaal 20 optiegroepen hebben.',
            fields: { productOptions: 'Een product kan maximaal 20 optiegroepen hebben.' },
          },
          { status: 400 },
        ),
      ),
    );
    renderPage();
    await userEvent.click((await screen.findAllByRole('button', { name: 'Menu toevoegen' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Menu toevoegen' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Menunaam' }), 'Soepmenu');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Prijs' }), '5');
    await chooseProduct(dialog, 'soep');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    const options = within(dialog).getByRole('group', { name: 'Opties' });
    expect(await within(options).findByRole('alert')).toHaveTextContent(
      'Een product kan maximaal 20 optiegroepen hebben.',
    );
  });

  it('shows the server’s field messages beside the fields, and the spec’s fallback without one', async () => {
    let answer = () =>
      HttpResponse.json(
        {
          statusCode: 400,
          message: 'Ongeldig product. Kies de producten uit de lijst van je eigen producten.',
          fields: {
            products: 'Ongeldig product. Kies de producten uit de lijst van je eigen producten.',
            'productOptions.0.name': 'Dit veld is verplicht',
          },
        },
        { status: 400 },
      );
    server.use(
      productsAnswer([soup]),
      http.post(api('/admin/menus'), () => answer()),
    );
    renderPage();
    await userEvent.click((await screen.findAllByRole('button', { name: 'Menu toevoegen' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Menu toevoegen' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Menunaam' }), 'Soepmenu');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Prijs' }), '5');
    await within(dialog).findByRole('combobox', { name: 'Producten' });
    await chooseProduct(dialog, 'soep');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Optiegroep toevoegen' }));
    const group = within(dialog).getByRole('group', { name: 'Optiegroep 1' });
    await userEvent.type(within(group).getByRole('textbox', { name: 'Naam van de optiegroep' }), 'Saus');
    await userEvent.type(within(group).getByRole('textbox', { name: 'Keuze 1' }), 'Mayo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));

    expect(await within(dialog).findByRole('combobox', { name: 'Producten' })).toHaveAccessibleDescription(
      /Ongeldig product\. Kies de producten uit de lijst van je eigen producten\./,
    );
    expect(
      within(group).getByRole('textbox', { name: 'Naam van de optiegroep' }),
    ).toHaveAccessibleDescription('Dit veld is verplicht');

    answer = () => HttpResponse.json({}, { status: 500 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(
      await within(dialog).findByText('Er is iets fout gegaan tijdens het verwerken van het menu.'),
    ).toBeInTheDocument();
  });
});
