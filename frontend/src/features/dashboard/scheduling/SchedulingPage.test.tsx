import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@bestelklaar/design-system';
import { Component as SchedulingPage } from './SchedulingPage';

type Handler = (body: unknown) => { status: number; body?: unknown };
let routes: Record<string, Handler>;
let requests: { method: string; path: string; body: unknown }[];

const week = (changes: Record<string, { start: string; end: string }[]> = {}) => ({
  maandag: [],
  dinsdag: [],
  woensdag: [],
  donderdag: [],
  vrijdag: [],
  zaterdag: [],
  zondag: [],
  ...changes,
});

/** The network, answered per "METHOD /path"; our own code runs for real. */
beforeEach(() => {
  requests = [];
  routes = {
    'GET /api/admin/pickup-moments': () => ({
      status: 200,
      body: week({ maandag: [{ start: '11:30', end: '13:30' }] }),
    }),
    'GET /api/admin/opening-hours': () => ({
      status: 200,
      body: week({ dinsdag: [{ start: '09:00', end: '18:00' }] }),
    }),
    'GET /api/admin/vacation-modes': () => ({ status: 200, body: [] }),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const path = new URL(url, 'http://localhost').pathname;
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      requests.push({ method, path, body });
      const handler = routes[`${method} ${path}`];
      const answer = handler ? handler(body) : { status: 404, body: { message: 'Niet gevonden.' } };
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status,
      });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPage(path = '/dashboard/ophaalmomenten') {
  const router = createMemoryRouter([{ path: '/dashboard/ophaalmomenten', Component: SchedulingPage }], {
    initialEntries: [path],
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
}

describe('the pickup moments tab', () => {
  it("lists every weekday with its slots as 'Ophaalmoment n' and 'start - end'", async () => {
    renderPage();

    const monday = await screen.findByRole('article', { name: 'Maandag' });
    expect(within(monday).getByText('Ophaalmoment 1')).toBeInTheDocument();
    expect(within(monday).getByText('11:30 - 13:30')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Zondag' })).getByText('Geen ophaalmomenten'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(7);
  });

  it("says 'Geen pickup slot data ontvangen.' for a day the server left out", async () => {
    routes['GET /api/admin/pickup-moments'] = () => ({ status: 200, body: { maandag: [] } });
    renderPage();

    const tuesday = await screen.findByRole('article', { name: 'Dinsdag' });
    expect(within(tuesday).getByText('Geen pickup slot data ontvangen.')).toBeInTheDocument();
  });

  it('adds a slot after the last one, shows the overlap inline, and saves the day once it is valid', async () => {
    routes['PUT /api/admin/pickup-moments'] = (body) => {
      const change = body as { day: string; slots: unknown[] };
      return { status: 200, body: week({ [change.day]: change.slots as { start: string; end: string }[] }) };
    };
    renderPage();

    await userEvent.click(await screen.findByRole('button', { name: 'Maandag bewerken' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ophaalmomenten op maandag' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ophaalmoment toevoegen' }));
    const second = within(dialog).getByRole('group', { name: 'Ophaalmoment 2' });
    expect(within(second).getByLabelText('Starttijd')).toHaveValue('13:30');
    expect(within(second).getByLabelText('Eindtijd')).toHaveValue('13:45');

    await userEvent.selectOptions(within(second).getByLabelText('Starttijd'), '13:00');
    expect(within(dialog).getAllByText('Tijdslots mogen niet overlappen')).toHaveLength(2);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);

    await userEvent.selectOptions(within(second).getByLabelText('Starttijd'), '13:30');
    await userEvent.selectOptions(within(second).getByLabelText('Eindtijd'), '14:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));

    expect(await within(dialog).findByText('Ophaalmomenten opgeslagen')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      day: 'maandag',
      slots: [
        { start: '11:30', end: '13:30' },
        { start: '13:30', end: '14:00' },
      ],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      within(screen.getByRole('article', { name: 'Maandag' })).getByText('13:30 - 14:00'),
    ).toBeInTheDocument();
  });

  it("shows the server's message when saving fails", async () => {
    routes['PUT /api/admin/pickup-moments'] = () => ({
      status: 400,
      body: {
        statusCode: 400,
        message: 'Tijdslots mogen niet overlappen',
        fields: { 'slots.0': 'Tijdslots mogen niet overlappen' },
      },
    });
    renderPage();

    await userEvent.click(await screen.findByRole('button', { name: 'Maandag bewerken' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));

    expect(await within(dialog).findAllByText('Tijdslots mogen niet overlappen')).toHaveLength(2);
  });
});

describe('the opening hours tab', () => {
  it("labels blocks 'Tijdsblok n' and days without them 'Gesloten'", async () => {
    renderPage('/dashboard/ophaalmomenten?tab=openingsuren');

    const tuesday = await screen.findByRole('article', { name: 'Dinsdag' });
    expect(within(tuesday).getByText('Tijdsblok 1')).toBeInTheDocument();
    expect(within(tuesday).getByText('09:00 - 18:00')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Maandag' })).getByText('Gesloten'),
    ).toBeInTheDocument();
  });
});

describe('the vacation tab', () => {
  it("shows 'Geen vakantiemodus ingesteld.' when there are none", async () => {
    renderPage('/dashboard/ophaalmomenten?tab=vakantiemodus');

    expect(await screen.findByText('Geen vakantiemodus ingesteld.')).toBeInTheDocument();
  });

  it('lists periods as dd/mm/yyyy with their reason', async () => {
    routes['GET /api/admin/vacation-modes'] = () => ({
      status: 200,
      body: [
        {
          _id: 'a',
          vacationModeStart: '2031-07-14',
          vacationModeEnd: '2031-07-27',
          vacationModeReason: 'Zomer',
        },
      ],
    });
    renderPage('/dashboard/ophaalmomenten?tab=vakantiemodus');

    expect(await screen.findByText('14/07/2031 - 27/07/2031')).toBeInTheDocument();
    expect(screen.getByText('Zomer')).toBeInTheDocument();
  });

  it('falls back to the spec text when loading fails without a message', async () => {
    routes['GET /api/admin/vacation-modes'] = () => ({ status: 500 });
    renderPage('/dashboard/ophaalmomenten?tab=vakantiemodus');

    expect(
      await screen.findByText('Er is iets fout gegaan tijdens het verwerken van de vakantie modus.'),
    ).toBeInTheDocument();
  });

  it('checks the form with the spec texts before sending anything', async () => {
    renderPage('/dashboard/ophaalmomenten?tab=vakantiemodus');

    await userEvent.click(await screen.findByRole('button', { name: 'Vakantie toevoegen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vakantie toevoegen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));

    expect(await within(dialog).findByText('Begindatum is verplicht.')).toBeInTheDocument();
    expect(within(dialog).getByText('Einddatum is verplicht.')).toBeInTheDocument();
    expect(within(dialog).getByText('Reden is verplicht.')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });
});
