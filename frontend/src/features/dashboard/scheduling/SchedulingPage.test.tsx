import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TimeSlot, Weekday } from '@bestelklaar/domain';
import { renderRoutes } from '../../../test/render';
import { api, callsOf, recordRequests, server, week, type RecordedRequest } from '../../../test/server';
import { Component as SchedulingPage } from './SchedulingPage';

let requests: RecordedRequest[];

/** The network: a week of pickup moments and one of opening hours, no vacations; our own code runs for real. */
beforeEach(() => {
  server.use(
    http.get(api('/admin/pickup-moments'), () =>
      HttpResponse.json(week({ maandag: [{ start: '11:30', end: '13:30' }] })),
    ),
    http.get(api('/admin/opening-hours'), () =>
      HttpResponse.json(week({ dinsdag: [{ start: '09:00', end: '18:00' }] })),
    ),
  );
  requests = recordRequests();
});

function renderPage(path = '/dashboard/ophaalmomenten') {
  renderRoutes([{ path: '/dashboard/ophaalmomenten', Component: SchedulingPage }], path, { toasts: true });
}

/** A dialog's buttons stay in view below its fields: in the dialog's own footer, not in the scrolling form. */
function expectPinnedButtons(dialog: HTMLElement) {
  for (const name of ['Annuleren', 'Opslaan']) {
    const button = within(dialog).getByRole('button', { name });
    expect(button.closest('form')).toBeNull();
    expect(button.closest('footer')?.parentElement).toBe(dialog);
  }
}

describe('the pickup moments tab', () => {
  it('gives each day a heading one level under the page title', async () => {
    renderPage();

    await screen.findByRole('article', { name: 'Maandag' });
    expect(screen.getByRole('heading', { level: 1, name: 'Ophaalmomenten' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Maandag',
      'Dinsdag',
      'Woensdag',
      'Donderdag',
      'Vrijdag',
      'Zaterdag',
      'Zondag',
    ]);
  });

  it("keeps the day editor's Annuleren and Opslaan pinned below its slots", async () => {
    renderPage();

    await userEvent.click(await screen.findByRole('button', { name: 'Maandag bewerken' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ophaalmomenten op maandag' });
    expectPinnedButtons(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Maandag bewerken' })).toHaveFocus());
  });

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
    server.use(http.get(api('/admin/pickup-moments'), () => HttpResponse.json({ maandag: [] })));
    renderPage();

    const tuesday = await screen.findByRole('article', { name: 'Dinsdag' });
    expect(within(tuesday).getByText('Geen pickup slot data ontvangen.')).toBeInTheDocument();
  });

  it('adds a slot after the last one, shows the overlap inline, and saves the day once it is valid', async () => {
    server.use(
      http.put(api('/admin/pickup-moments'), async ({ request }) => {
        const change = (await request.json()) as { day: Weekday; slots: TimeSlot[] };
        return HttpResponse.json(week({ [change.day]: change.slots }));
      }),
    );
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
    server.use(
      http.put(api('/admin/pickup-moments'), () =>
        HttpResponse.json(
          {
            statusCode: 400,
            message: 'Tijdslots mogen niet overlappen',
            fields: { 'slots.0': 'Tijdslots mogen niet overlappen' },
          },
          { status: 400 },
        ),
      ),
    );
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
    server.use(
      http.get(api('/admin/vacation-modes'), () =>
        HttpResponse.json([
          {
            _id: 'a',
            vacationModeStart: '2031-07-14',
            vacationModeEnd: '2031-07-27',
            vacationModeReason: 'Zomer',
          },
        ]),
      ),
    );
    renderPage('/dashboard/ophaalmomenten?tab=vakantiemodus');

    expect(await screen.findByText('14/07/2031 - 27/07/2031')).toBeInTheDocument();
    expect(screen.getByText('Zomer')).toBeInTheDocument();
  });

  it('deletes a period after confirming, and lists what is left', async () => {
    let periods = [
      {
        _id: 'a',
        vacationModeStart: '2031-07-14',
        vacationModeEnd: '2031-07-27',
        vacationModeReason: 'Zomer',
      },
    ];
    server.use(
      http.get(api('/admin/vacation-modes'), () => HttpResponse.json(periods)),
      http.delete(api('/admin/vacation-modes/a'), () => {
        periods = [];
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderPage('/dashboard/ophaalmomenten?tab=vakantiemodus');

    await userEvent.click(
      await screen.findByRole('button', { name: 'Vakantie 14/07/2031 - 27/07/2031 verwijderen' }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: 'Vakantie verwijderen' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Verwijderen' }));

    // The list is read again after the delete.
    expect(await screen.findByText('Geen vakantiemodus ingesteld.')).toBeInTheDocument();
    expect(callsOf(requests)).toContain('DELETE /api/admin/vacation-modes/a');
  });

  it("keeps the vacation form's Annuleren and Opslaan pinned below its fields", async () => {
    renderPage('/dashboard/ophaalmomenten?tab=vakantiemodus');

    await userEvent.click(await screen.findByRole('button', { name: 'Vakantie toevoegen' }));
    expectPinnedButtons(await screen.findByRole('dialog', { name: 'Vakantie toevoegen' }));
  });

  it('falls back to the spec text when loading fails without a message', async () => {
    server.use(http.get(api('/admin/vacation-modes'), () => new HttpResponse(null, { status: 500 })));
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

  it("takes orders for after the vacation when 'Bestellingen voor na de vakantie toelaten' is on", async () => {
    const summer = {
      _id: 'a',
      vacationModeStart: '2031-07-14',
      vacationModeEnd: '2031-07-27',
      vacationModeReason: 'Zomer',
      allowPreOrders: false,
    };
    server.use(
      http.get(api('/admin/vacation-modes'), () => HttpResponse.json([summer])),
      http.put(api('/admin/vacation-modes/a'), async ({ request }) =>
        HttpResponse.json({ ...summer, ...((await request.json()) as object) }),
      ),
    );
    renderPage('/dashboard/ophaalmomenten?tab=vakantiemodus');

    await userEvent.click(
      await screen.findByRole('button', { name: 'Vakantie 14/07/2031 - 27/07/2031 bewerken' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Vakantie bewerken' });
    const preOrders = within(dialog).getByRole('switch', {
      name: 'Bestellingen voor na de vakantie toelaten',
    });
    expect(preOrders).not.toBeChecked();
    preOrders.focus();
    await userEvent.keyboard(' ');
    expect(preOrders).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));

    expect(await within(dialog).findByText('Vakantiemodus opgeslagen')).toBeInTheDocument();
    const sent = requests.find((request) => request.method === 'PUT')!;
    expect(sent.body).toMatchObject({ allowPreOrders: true, vacationModeReason: 'Zomer' });
  });
});
