import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { WebhookDeliveryPage, WebhookEndpointView } from '@bestelklaar/domain';
import { renderRoutes } from '../../../test/render';
import { api, callsOf, recordRequests, server } from '../../../test/server';
import { Component as IntegrationsPage } from './IntegrationsPage';

const endpoint: WebhookEndpointView = {
  endpointId: 'e1',
  url: 'https://kassa.voorbeeld.be/hooks',
  events: ['order.paid', 'order.ready'],
  enabled: true,
  createdAt: '2026-11-21T10:42:00Z',
  disabledReason: null,
  failingSince: null,
};

const deliveries: WebhookDeliveryPage = {
  items: [
    {
      deliveryId: 'd1',
      type: 'order.paid',
      orderId: 'o1',
      status: 'failed',
      attempts: 2,
      lastStatusCode: 500,
      lastError: 'HTTP 500',
      lastDurationMs: 120,
      nextAttemptAt: '2026-11-21T10:45:00Z',
      deliveredAt: null,
      createdAt: '2026-11-21T10:42:00Z',
    },
  ],
  nextCursor: null,
};

/** The endpoints as the server holds them; changes below edit them, as the server would. */
function serveWebhooks(initial: WebhookEndpointView[] = [endpoint]) {
  let state = structuredClone(initial);
  server.use(
    http.get(api('/admin/webhooks'), () => HttpResponse.json(state)),
    http.get(api('/admin/webhooks/:id/deliveries'), () => HttpResponse.json(deliveries)),
    http.put(api('/admin/webhooks/:id'), async ({ params, request }) => {
      const change = (await request.json()) as Partial<WebhookEndpointView>;
      state = state.map((one) => (one.endpointId === params.id ? { ...one, ...change } : one));
      return HttpResponse.json(state.find((one) => one.endpointId === params.id));
    }),
    http.delete(api('/admin/webhooks/:id'), ({ params }) => {
      state = state.filter((one) => one.endpointId !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(api('/admin/webhooks/:id/test'), () =>
      HttpResponse.json({ deliveryId: 'd2' }, { status: 202 }),
    ),
    http.post(api('/admin/webhooks/deliveries/:id/retry'), ({ params }) =>
      HttpResponse.json({ deliveryId: params.id }, { status: 202 }),
    ),
    http.post(api('/admin/webhooks'), async ({ request }) => {
      const body = (await request.json()) as { url: string; events: WebhookEndpointView['events'] };
      state = [...state, { ...endpoint, endpointId: 'e2', ...body }];
      return HttpResponse.json(
        { endpointId: 'e2', secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' },
        { status: 201 },
      );
    }),
  );
}

function renderPage() {
  renderRoutes([{ path: '/dashboard/koppelingen', Component: IntegrationsPage }], '/dashboard/koppelingen', {
    toasts: true,
  });
}

const endpointRow = async (url: string) =>
  (await screen.findByText(url, { selector: 'span' })).closest('li') as HTMLElement;

describe("the 'Koppelingen' screen", () => {
  it('lists an endpoint with its events, and its deliveries with status, answer and attempts', async () => {
    serveWebhooks();
    renderPage();
    const row = await endpointRow(endpoint.url);
    expect(row).toHaveTextContent('Bestelling betaald, Klaar voor afhaling');
    expect(within(row).getByRole('switch', { name: `Aan voor ${endpoint.url}` })).toBeChecked();
    await userEvent.click(within(row).getByRole('button', { name: 'Leveringen' }));
    const table = await within(row).findByRole('table', { name: 'Leveringen' });
    expect(table).toHaveTextContent('Bestelling betaald');
    expect(table).toHaveTextContent('Mislukt, volgt nog');
    expect(table).toHaveTextContent('500 (120 ms)');
    expect(table).toHaveTextContent('21/11/2026 om 11:42');
  });

  it("sends 'Test versturen' and 'Opnieuw verzenden', and turns an endpoint off", async () => {
    serveWebhooks();
    const requests = recordRequests();
    renderPage();
    const row = await endpointRow(endpoint.url);
    await userEvent.click(within(row).getByRole('button', { name: 'Test versturen' }));
    expect(await screen.findByText('Test verstuurd')).toBeInTheDocument();
    const table = await within(row).findByRole('table', { name: 'Leveringen' });
    await userEvent.click(within(table).getByRole('button', { name: 'Opnieuw verzenden' }));
    expect(await screen.findByText('Opnieuw verzonden')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('switch', { name: `Aan voor ${endpoint.url}` }));
    expect(await screen.findByText('Webhook staat uit')).toBeInTheDocument();
    expect(callsOf(requests)).toEqual(
      expect.arrayContaining([
        'POST /api/admin/webhooks/e1/test',
        'POST /api/admin/webhooks/deliveries/d1/retry',
        'PUT /api/admin/webhooks/e1',
      ]),
    );
    expect(
      within(await endpointRow(endpoint.url)).getByRole('switch', { name: `Aan voor ${endpoint.url}` }),
    ).not.toBeChecked();
  });

  it('adds an endpoint: checks the address, then shows the secret once', async () => {
    serveWebhooks([]);
    const requests = recordRequests();
    renderPage();
    expect(await screen.findByText('Nog geen webhooks')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Webhook toevoegen' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Webhook toevoegen' });
    const url = within(dialog).getByRole('textbox', { name: /Adres/ });
    await userEvent.type(url, 'ftp://kassa{Enter}');
    expect(
      await within(dialog).findByText('Geef een volledig webadres dat met https:// of http:// begint.'),
    ).toBeInTheDocument();
    expect(callsOf(requests)).not.toContain('POST /api/admin/webhooks');
    await userEvent.clear(url);
    await userEvent.type(url, 'https://kassa.voorbeeld.be/nieuw');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Opgehaald' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Toevoegen' }));
    const shown = await screen.findByRole('dialog', { name: 'Webhook toegevoegd' });
    expect(within(shown).getByTestId('webhook-secret')).toHaveTextContent(
      'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
    );
    await userEvent.click(within(shown).getByRole('button', { name: 'Klaar' }));
    expect(await endpointRow('https://kassa.voorbeeld.be/nieuw')).toHaveTextContent(
      'Bestelling betaald, Opgehaald',
    );
  });

  it('deletes an endpoint after confirmation', async () => {
    serveWebhooks();
    renderPage();
    const row = await endpointRow(endpoint.url);
    await userEvent.click(within(row).getByRole('button', { name: `Webhook ${endpoint.url} verwijderen` }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Webhook verwijderen' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Verwijderen' }));
    expect(await screen.findByText('Nog geen webhooks')).toBeInTheDocument();
  });
});
