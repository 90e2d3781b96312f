import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { PRINTER_MESSAGES } from '@bestelklaar/domain';
import { renderRoutes } from '../../../test/render';
import { api, callsOf, recordRequests, server } from '../../../test/server';
import { printerStateLabel } from './printer-state';
import type { PrinterView } from './printers-api';
import { Component as PrintersPage } from './PrintersPage';

const printer = (overrides: Partial<PrinterView>): PrinterView => ({
  printerId: 'p1',
  name: 'Keuken',
  paperWidth: 80,
  collections: null,
  copies: 1,
  state: { kind: 'online' },
  lastPollAt: '2026-11-21T11:04:00Z',
  jobsWaiting: 0,
  createdAt: '2026-11-20T09:00:00Z',
  ...overrides,
});

const PRINTERS: PrinterView[] = [
  printer({}),
  printer({
    printerId: 'p2',
    name: 'Bar',
    paperWidth: 58,
    collections: [{ _id: 'c1', name: 'Dranken' }],
    copies: 2,
    state: { kind: 'paper-out' },
    jobsWaiting: 3,
  }),
  printer({
    printerId: 'p3',
    name: 'Terras',
    state: { kind: 'offline', since: '2026-11-21T11:04:00Z' },
    jobsWaiting: 1,
  }),
  printer({ printerId: 'p4', name: 'Nieuw', state: { kind: 'never' }, lastPollAt: null }),
];

function servePrinters(initial: PrinterView[] = PRINTERS) {
  let state = structuredClone(initial);
  server.use(http.get(api('/admin/printers'), () => HttpResponse.json(state)));
  return { set: (next: PrinterView[]) => (state = next), get: () => state };
}

function renderPage() {
  renderRoutes([{ path: '/dashboard/printers', Component: PrintersPage }], '/dashboard/printers', {
    toasts: true,
  });
}

const row = async (name: string) =>
  (await screen.findByText(name, { selector: 'span' })).closest('li') as HTMLElement;

describe('the printers screen', () => {
  it('lists each printer with its paper, its orders, its copies, its state from the polls and what waits', async () => {
    servePrinters();
    renderPage();
    const kitchen = await row('Keuken');
    expect(kitchen).toHaveTextContent('Online');
    expect(kitchen).toHaveTextContent('80 mm');
    expect(kitchen).toHaveTextContent('Alle');
    expect(kitchen).toHaveTextContent('Niets te printen');
    const bar = await row('Bar');
    expect(bar).toHaveTextContent('Papier op');
    expect(bar).toHaveTextContent('58 mm');
    expect(bar).toHaveTextContent('Dranken');
    expect(bar).toHaveTextContent('3 bonnen wachten');
    expect(await row('Terras')).toHaveTextContent('Offline sinds 21/11/2026 12:04'); // Brussels
    expect(await row('Terras')).toHaveTextContent('1 bon wacht');
    expect(await row('Nieuw')).toHaveTextContent('Nog niet verbonden');
  });

  it("says 'Offline sinds 12:04' with the time alone on the same day", () => {
    expect(
      printerStateLabel(
        { kind: 'offline', since: '2026-11-21T11:04:00Z' },
        'Europe/Brussels',
        new Date('2026-11-21T15:00:00Z'),
      ),
    ).toEqual({ label: 'Offline sinds 12:04', tone: 'danger' });
  });

  it('adds a printer by keyboard for chosen collections and shows its address once, to copy', async () => {
    // Its own user, whose clipboard the test can read.
    const user = userEvent.setup();
    const held = servePrinters([]);
    server.use(
      http.get(api('/admin/collections'), () =>
        HttpResponse.json([
          { _id: 'c1', name: 'Dranken', icon: 'Coffee', sortOrder: 0 },
          { _id: 'c2', name: 'Soepen', icon: 'Soup', sortOrder: 1 },
        ]),
      ),
      http.post(api('/admin/printers'), async ({ request }) => {
        const body = (await request.json()) as { name: string };
        held.set([printer({ name: body.name, state: { kind: 'never' }, lastPollAt: null })]);
        return HttpResponse.json(
          { printerId: 'p9', cloudPrntUrl: 'https://bestelklaar.test/api/printers/cloudprnt/abc' },
          { status: 201 },
        );
      }),
    );
    const requests = recordRequests();
    renderPage();
    expect(await screen.findByText('Nog geen printers')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Printer toevoegen' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Printer toevoegen' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Naam/ }), 'K');
    await userEvent.tab();
    expect(await within(dialog).findByText('Moet ten minste 2 tekens lang zijn')).toBeInTheDocument();
    expect(callsOf(requests)).not.toContain('POST /api/admin/printers');

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Naam/ }), 'euken');
    await userEvent.click(within(dialog).getByRole('radio', { name: '58 mm' }));
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Uit gekozen collecties' }));
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Soepen' }));
    const copies = within(dialog).getByRole('textbox', { name: /Aantal exemplaren/ });
    await userEvent.clear(copies);
    await userEvent.type(copies, '2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Printer toevoegen' }));

    const done = await screen.findByRole('dialog', { name: 'Printer toegevoegd' });
    expect(within(done).getByRole('textbox', { name: 'Server URL' })).toHaveValue(
      'https://bestelklaar.test/api/printers/cloudprnt/abc',
    );
    expect(requests.find((request) => request.method === 'POST')!.body).toEqual({
      name: 'Keuken',
      paperWidth: 58,
      collections: ['c2'],
      copies: 2,
    });
    await user.click(within(done).getByRole('button', { name: 'Adres kopiëren' }));
    expect(await navigator.clipboard.readText()).toBe('https://bestelklaar.test/api/printers/cloudprnt/abc');
    expect(within(done).getByRole('button', { name: 'Gekopieerd' })).toBeInTheDocument();
    await userEvent.click(within(done).getByRole('button', { name: 'Klaar' }));
    expect(await row('Keuken')).toHaveTextContent('Nog niet verbonden');
  });

  it("shows the server's refusal beside its field", async () => {
    servePrinters([]);
    server.use(
      http.post(api('/admin/printers'), () =>
        HttpResponse.json(
          { message: PRINTER_MESSAGES.copies, fields: { copies: PRINTER_MESSAGES.copies } },
          { status: 400 },
        ),
      ),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Printer toevoegen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Printer toevoegen' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Naam/ }), 'Keuken');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Printer toevoegen' }));
    expect(await within(dialog).findAllByText(PRINTER_MESSAGES.copies)).not.toHaveLength(0);
  });

  it('removes a printer after asking', async () => {
    const held = servePrinters([printer({})]);
    server.use(
      http.delete(api('/admin/printers/p1'), () => {
        held.set([]);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const requests = recordRequests();
    renderPage();
    await userEvent.click(within(await row('Keuken')).getByRole('button', { name: 'Keuken verwijderen' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Printer verwijderen' });
    expect(callsOf(requests)).not.toContain('DELETE /api/admin/printers/p1');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Verwijderen' }));
    expect(await screen.findByText('Keuken is verwijderd')).toBeInTheDocument();
    expect(await screen.findByText('Nog geen printers')).toBeInTheDocument();
  });
});
