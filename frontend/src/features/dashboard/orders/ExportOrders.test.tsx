import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@bestelklaar/domain';
import { shopsKeys } from '../../../api/shops-api';
import { renderRoutes, testQueryClient } from '../../../test/render';
import { api, recordRequests, server } from '../../../test/server';
import { exportMonths } from './export-months';
import { Component as OrdersPage } from './OrdersPage';

const CSV = '\uFEFFnummer;totaal\r\n1001;14,50\r\n';

/** What the browser was handed to save: the file's name and its bytes. */
const saved: { name: string; bytes: Promise<ArrayBuffer> }[] = [];

beforeEach(() => {
  const files = new Map<string, Blob>();
  URL.createObjectURL = vi.fn((file: Blob) => {
    const url = `blob:test/${files.size}`;
    files.set(url, file);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, bytes: files.get(this.href)!.arrayBuffer() });
  });
});

afterEach(() => {
  saved.length = 0;
  vi.restoreAllMocks();
});

/** The server answers every export with CSV; `asked()` is the query string of the last one. */
function answerExportsWithCsv(): { asked: () => string } {
  let asked = '';
  server.use(
    http.get(api('/admin/orders/export'), ({ request }) => {
      asked = new URL(request.url).search;
      return HttpResponse.text(CSV, { headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
    }),
  );
  return { asked: () => asked };
}

/** The orders screen with its export dialog opened through 'Exporteren'. */
async function openExportDialog() {
  renderRoutes([{ path: '/dashboard/bestellingen', Component: OrdersPage }], '/dashboard/bestellingen');
  await userEvent.click(await screen.findByRole('button', { name: 'Exporteren' }));
  return screen.findByRole('dialog', { name: 'Bestellingen exporteren' });
}

const exportButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Exporteren' });

describe("'Exporteren' on the orders screen", () => {
  it('is offered to the accountant and not to the counter, whom the server refuses it', async () => {
    // The role is known from the first render, as after the dashboard has read the member's shops.
    const renderAs = (role: Role) => {
      const client = testQueryClient();
      client.setQueryData(shopsKeys.all, [
        { shopId: 'shop-1', shopName: 'Frituur', subdomain: 'frituur', role },
      ]);
      return renderRoutes(
        [{ path: '/dashboard/bestellingen', Component: OrdersPage }],
        '/dashboard/bestellingen',
        {
          client,
        },
      );
    };
    const accountant = renderAs('boekhouder');
    expect(await screen.findByRole('button', { name: 'Exporteren' })).toBeInTheDocument();
    accountant.unmount();

    renderAs('medewerker');
    expect(await screen.findByRole('button', { name: 'Voorbereidingslijst' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Exporteren' })).not.toBeInTheDocument();
  });

  it('downloads the CSV of the chosen month', async () => {
    answerExportsWithCsv();
    const requests = recordRequests();
    const dialog = await openExportDialog();
    const [, lastMonth] = exportMonths(new Date(), 'Europe/Brussels');

    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Maand' }), lastMonth!.label);
    await userEvent.click(exportButton(dialog));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const exports = requests.filter((request) => request.path === '/api/admin/orders/export');
    expect(exports).toHaveLength(1);
    expect(exports[0]!.headers.get('Accept')).toBe('text/csv');
    expect(saved.map((file) => file.name)).toEqual([`bestellingen-${lastMonth!.month}.csv`]);
    // Byte for byte, the byte order mark included: Excel reads the file as UTF-8 by it.
    expect([...new Uint8Array(await saved[0]!.bytes)]).toEqual([...new TextEncoder().encode(CSV)]);
  });

  it('asks for the first to the last day of the month', async () => {
    const { asked } = answerExportsWithCsv();
    const dialog = await openExportDialog();
    const [thisMonth] = exportMonths(new Date(), 'Europe/Brussels');

    await userEvent.click(exportButton(dialog));

    await waitFor(() => expect(asked()).toBe(`?from=${thisMonth!.from}&to=${thisMonth!.to}&table=orders`));
  });

  it("gives the VAT summary as a file of its own when 'Btw-overzicht' is chosen", async () => {
    const { asked } = answerExportsWithCsv();
    const dialog = await openExportDialog();
    const [thisMonth] = exportMonths(new Date(), 'Europe/Brussels');

    const files = within(dialog).getByRole('radiogroup', { name: 'Bestand' });
    expect(within(files).getByRole('radio', { name: /^Bestellingen/ })).toBeChecked();
    await userEvent.click(within(files).getByRole('radio', { name: /^Btw-overzicht/ }));
    await userEvent.click(exportButton(dialog));

    await waitFor(() => expect(asked()).toBe(`?from=${thisMonth!.from}&to=${thisMonth!.to}&table=vat`));
    await waitFor(() =>
      expect(saved.map((file) => file.name)).toEqual([`btw-overzicht-${thisMonth!.month}.csv`]),
    );
  });

  it("shows the server's message and keeps the dialog open when the export fails", async () => {
    server.use(
      http.get(api('/admin/orders/export'), () =>
        HttpResponse.json(
          { statusCode: 400, message: 'Kies een periode van hoogstens een jaar.', error: 'Bad Request' },
          { status: 400 },
        ),
      ),
    );
    const dialog = await openExportDialog();
    await userEvent.click(exportButton(dialog));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Kies een periode van hoogstens een jaar.',
    );
    expect(saved).toEqual([]);
  });
});
