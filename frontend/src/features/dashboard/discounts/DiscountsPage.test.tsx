import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { api, callsOf, recordRequests, server, type RecordedRequest } from '../../../test/server';
import { Component as DiscountsPage } from './DiscountsPage';
import { discount, discountsApi } from '../../../test/fixtures/discounts';
import { adminMenu, adminProduct } from '../../../test/fixtures/items';

/** Monday 15 June 2026, noon in Brussels: only Date is faked, so the dialogs' timers still run. */
const NOON_IN_BRUSSELS = new Date('2026-06-15T10:00:00Z');

let requests: RecordedRequest[];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOON_IN_BRUSSELS);
  requests = recordRequests();
});

afterEach(() => {
  vi.useRealTimers();
});

const soup = adminProduct({ _id: 'p1', name: 'Tomatensoep', price: 4.8 });

const lunch = adminMenu({ _id: 'm1', name: 'Lunchmenu', price: 12.5 });

const catalog = [
  http.get(api('/admin/products'), () => HttpResponse.json([soup])),
  http.get(api('/admin/menus'), () => HttpResponse.json([lunch])),
  http.get(api('/admin/collections'), () =>
    HttpResponse.json([{ _id: 'c1', name: 'Soepen', icon: 'Soup', sortOrder: 0 }]),
  ),
];

const NAMES = { p1: 'Tomatensoep', m1: 'Lunchmenu', c1: 'Soepen' };

function renderPage(path = '/dashboard/kortingen') {
  const { router } = renderRoutes([{ path: '/dashboard/kortingen', Component: DiscountsPage }], path, {
    toasts: true,
  });
  return router;
}

/** A day button's name in the calendar, e.g. 'dinsdag 16 juni 2026'. */
const dayName = (iso: string) =>
  new Intl.DateTimeFormat('nl-BE', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));

async function pickPeriod(dialog: HTMLElement, start: string, end: string) {
  await userEvent.click(within(dialog).getByRole('button', { name: /^Begindatum/ }));
  await userEvent.click(await screen.findByRole('button', { name: new RegExp(dayName(start)) }));
  await userEvent.click(within(dialog).getByRole('button', { name: /^Einddatum/ }));
  await userEvent.click(await screen.findByRole('button', { name: new RegExp(dayName(end)) }));
}

const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;

const sent = (method: string, path: string) =>
  requests.find((request) => request.method === method && request.path === path)?.body;

// Whole journeys through dialogs and calendars: more than the default 5 s on a busy machine.
describe('the discounts screen', { timeout: 20_000 }, () => {
  it('opens on the Product/menu tab and says when a kind has no discounts', async () => {
    server.use(...discountsApi().handlers);
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Kortingen' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Product/menu' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Geen kortingen beschikbaar.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Hele webshop' }));
    expect(await screen.findByText('Geen kortingen beschikbaar.')).toBeInTheDocument();
  });

  it('lists every kind in its own tab, with the status on the shop’s day', async () => {
    server.use(
      ...discountsApi([
        discount({
          _id: 'a',
          discountType: 'ProductMenu',
          discount: 15,
          products: [{ _id: 'p1', name: 'Tomatensoep' }],
          menus: [{ _id: 'm1', name: 'Lunchmenu' }],
        }),
        discount({
          _id: 'b',
          discountType: 'Collection',
          discount: 12.5,
          collection: { _id: 'c1', name: 'Soepen', icon: 'Soup' },
          startDate: '2026-07-01',
          endDate: '2026-07-31',
        }),
        discount({
          _id: 'c',
          discountType: 'Webshop',
          discount: 5,
          description: 'Lentekorting',
          startDate: '2026-05-01',
          endDate: '2026-05-31',
        }),
      ]).handlers,
    );
    const router = renderPage();

    const row = await screen.findByRole('row', { name: /Tomatensoep, Lunchmenu/ });
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 4)).toEqual(['15 %', '01/06/2026', '30/06/2026', 'Actief']);

    await userEvent.click(screen.getByRole('tab', { name: 'Collectie' }));
    expect(router.state.location.search).toBe('?tab=collectie');
    expect(within(rowOf('Soepen')).getByText('Gepland')).toBeInTheDocument();
    expect(within(rowOf('Soepen')).getByText('12,5 %')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Hele webshop' }));
    expect(within(rowOf('Lentekorting')).getByText('Verlopen')).toBeInTheDocument();
  });

  it('judges “today” in Brussels: half past midnight there is already the next day', async () => {
    vi.setSystemTime(new Date('2026-06-14T22:30:00Z'));
    server.use(
      ...discountsApi([
        discount({
          _id: 'a',
          discountType: 'Webshop',
          description: 'Vanaf vandaag',
          startDate: '2026-06-15',
          endDate: '2026-06-20',
        }),
      ]).handlers,
    );
    renderPage('/dashboard/kortingen?tab=hele-webshop');

    expect(await screen.findByText('Actief')).toBeInTheDocument();
  });

  it('adds a collection discount from the Collectie tab: checks first, then saves, closes and lists it', async () => {
    const discounts = discountsApi([], NAMES);
    server.use(...catalog, ...discounts.handlers);
    renderPage('/dashboard/kortingen?tab=collectie');

    await userEvent.click(await screen.findByRole('button', { name: 'Toevoegen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Collectiekorting toevoegen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await within(dialog).findByText('Selecteer een collectie.')).toBeInTheDocument();
    expect(within(dialog).getByText('Korting is verplicht.')).toBeInTheDocument();
    expect(within(dialog).getByText('Begindatum is verplicht.')).toBeInTheDocument();
    expect(within(dialog).getByText('Einddatum is verplicht.')).toBeInTheDocument();
    expect(callsOf(requests)).not.toContain('POST /api/admin/discounts');

    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Collectie' }), 'Soepen');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Korting' }), '100');
    await userEvent.tab();
    expect(await within(dialog).findByText('Voer een getal tussen 0 en 100 in.')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Korting' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Korting' }), '12,5');
    await pickPeriod(dialog, '2026-06-15', '2026-06-21');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));

    expect(await within(dialog).findByText('Korting toegevoegd')).toBeInTheDocument();
    expect(sent('POST', '/api/admin/discounts')).toEqual({
      discountType: 'Collection',
      discount: 12.5,
      startDate: '2026-06-15',
      endDate: '2026-06-21',
      collection: 'c1',
      products: [],
      menus: [],
      description: '',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('rowheader', { name: 'Soepen' })).toBeInTheDocument();
    expect(within(rowOf('Soepen')).getByText('Actief')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Toevoegen' })).toHaveFocus();
  });

  it('asks for a product or a menu, and sends the chosen ones apart', async () => {
    server.use(...catalog, ...discountsApi([], NAMES).handlers);
    renderPage();

    await userEvent.click(await screen.findByRole('button', { name: 'Toevoegen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Korting op producten en menu’s toevoegen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await within(dialog).findByText('Selecteer minstens één product of menu.')).toBeInTheDocument();

    const picker = within(dialog).getByRole('combobox', { name: 'Producten en menu’s' });
    await userEvent.type(picker, 'soep');
    await userEvent.click(await screen.findByRole('option', { name: /Tomatensoep/ }));
    await userEvent.clear(picker);
    await userEvent.type(picker, 'lunch');
    await userEvent.click(await screen.findByRole('option', { name: /Lunchmenu/ }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(within(dialog).queryByText('Selecteer minstens één product of menu.')).toBeNull(),
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Korting' }), '20');
    await pickPeriod(dialog, '2026-06-20', '2026-06-27');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));

    expect(await within(dialog).findByText('Korting toegevoegd')).toBeInTheDocument();
    expect(sent('POST', '/api/admin/discounts')).toMatchObject({
      discountType: 'ProductMenu',
      discount: 20,
      products: ['p1'],
      menus: ['m1'],
      collection: null,
    });
    expect(await screen.findByRole('rowheader', { name: 'Tomatensoep, Lunchmenu' })).toBeInTheDocument();
  });

  it('opens the form of the discount’s own kind to edit it, keeping a start that has passed', async () => {
    server.use(
      ...catalog,
      ...discountsApi(
        [
          discount({
            _id: 'a',
            discountType: 'ProductMenu',
            discount: 15,
            startDate: '2026-06-01',
            products: [{ _id: 'p1', name: 'Tomatensoep' }],
          }),
        ],
        NAMES,
      ).handlers,
    );
    renderPage();

    const edit = await screen.findByRole('button', { name: /^Bewerken: korting van 15 %/ });
    await userEvent.click(edit);
    const dialog = await screen.findByRole('dialog', { name: 'Korting op producten en menu’s bewerken' });
    expect(within(dialog).getByRole('textbox', { name: 'Korting' })).toHaveValue('15');
    expect(within(dialog).getByRole('button', { name: /^Begindatum/ })).toHaveTextContent('01/06/2026');
    expect(within(dialog).getByRole('button', { name: 'Tomatensoep verwijderen' })).toBeInTheDocument();

    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Korting' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Korting' }), '25');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));

    expect(await within(dialog).findByText('Korting bijgewerkt')).toBeInTheDocument();
    expect(sent('PUT', '/api/admin/discounts/a')).toEqual({
      _id: 'a',
      discountType: 'ProductMenu',
      discount: 25,
      startDate: '2026-06-01',
      endDate: '2026-06-30',
      collection: null,
      products: ['p1'],
      menus: [],
      description: '',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('button', { name: /^Bewerken: korting van 25 %/ })).toHaveFocus();
  });

  it('offers the whole-shop default description, and sends what the owner writes', async () => {
    server.use(...discountsApi().handlers);
    renderPage('/dashboard/kortingen?tab=hele-webshop');

    await userEvent.click(await screen.findByRole('button', { name: 'Toevoegen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Korting op de hele webshop toevoegen' });
    const description = within(dialog).getByRole('textbox', { name: 'Beschrijving' });
    expect(description).toHaveValue('Korting op de hele webshop');
    await userEvent.clear(description);
    await userEvent.type(description, 'Zomerkorting');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Korting' }), '5');
    await pickPeriod(dialog, '2026-07-01', '2026-07-31');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));

    expect(await within(dialog).findByText('Korting toegevoegd')).toBeInTheDocument();
    expect(sent('POST', '/api/admin/discounts')).toMatchObject({
      discountType: 'Webshop',
      discount: 5,
      description: 'Zomerkorting',
      collection: null,
      products: [],
      menus: [],
    });
    expect(await screen.findByRole('rowheader', { name: 'Zomerkorting' })).toBeInTheDocument();
  });

  it('puts the server’s messages beside the fields, and falls back to the spec’s text', async () => {
    let fail = (): Response =>
      HttpResponse.json(
        {
          statusCode: 400,
          message: 'Begindatum moet vandaag of later zijn.',
          fields: { startDate: 'Begindatum moet vandaag of later zijn.' },
        },
        { status: 400 },
      );
    // Handlers given first answer first.
    server.use(
      http.post(api('/admin/discounts'), () => fail()),
      ...discountsApi().handlers,
    );
    renderPage('/dashboard/kortingen?tab=hele-webshop');

    await userEvent.click(await screen.findByRole('button', { name: 'Toevoegen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Korting op de hele webshop toevoegen' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Korting' }), '5');
    await pickPeriod(dialog, '2026-06-15', '2026-06-16');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    const start = within(dialog).getByRole('button', { name: /^Begindatum/ });
    await waitFor(() => expect(start).toHaveAccessibleDescription('Begindatum moet vandaag of later zijn.'));

    fail = () => new HttpResponse(null, { status: 500 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await within(dialog).findByText('Fout bij opslaan van de korting.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('deletes only after confirmation, and gives the focus back when the owner cancels', async () => {
    const discounts = discountsApi([
      discount({
        _id: 'a',
        discountType: 'Webshop',
        discount: 10,
        description: 'Korting op de hele webshop',
      }),
    ]);
    server.use(...discounts.handlers);
    renderPage('/dashboard/kortingen?tab=hele-webshop');

    const remove = await screen.findByRole('button', { name: /^Verwijderen: korting van 10 %/ });
    await userEvent.click(remove);
    let confirm = screen.getByRole('alertdialog', { name: 'Korting verwijderen' });
    expect(confirm).toHaveAccessibleDescription(
      'Weet je zeker dat je de korting van 10 % op Korting op de hele webshop wilt verwijderen?',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(remove).toHaveFocus());
    expect(callsOf(requests)).not.toContain('DELETE /api/admin/discounts/a');

    await userEvent.click(remove);
    confirm = screen.getByRole('alertdialog', { name: 'Korting verwijderen' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Verwijderen' }));
    expect(await screen.findByText('Korting verwijderd')).toBeInTheDocument();
    expect(await screen.findByText('Geen kortingen beschikbaar.')).toBeInTheDocument();
    expect(discounts.saved).toEqual([]);
  });

  it('keeps a failed delete in the dialog with the server’s message', async () => {
    server.use(
      http.delete(api('/admin/discounts/a'), () => new HttpResponse(null, { status: 500 })),
      ...discountsApi([discount({ _id: 'a', discountType: 'Webshop', description: 'Alles' })]).handlers,
    );
    renderPage('/dashboard/kortingen?tab=hele-webshop');

    await userEvent.click(await screen.findByRole('button', { name: /^Verwijderen: korting/ }));
    const confirm = screen.getByRole('alertdialog', { name: 'Korting verwijderen' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Verwijderen' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      'Er is iets misgegaan tijdens het verwijderen van de korting.',
    );
  });

  it('says when the discounts cannot be read, and tries again on request', async () => {
    let fail = true;
    server.use(
      http.get(api('/admin/discounts'), () =>
        fail
          ? new HttpResponse(null, { status: 500 })
          : HttpResponse.json({ productMenuDiscounts: [], collectionDiscounts: [], webshopDiscounts: [] }),
      ),
    );
    renderPage();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Er is iets misgegaan tijdens het ophalen van de kortingen.',
    );
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByText('Geen kortingen beschikbaar.')).toBeInTheDocument();
  });
});
