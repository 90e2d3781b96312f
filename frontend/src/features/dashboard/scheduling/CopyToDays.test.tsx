import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TimeSlot, Weekday, WeeklySlots } from '@bestelklaar/domain';
import { renderRoutes } from '../../../test/render';
import { api, recordRequests, server, week, type RecordedRequest } from '../../../test/server';
import { Component as SchedulingPage } from './SchedulingPage';

let requests: RecordedRequest[];

/** A server that keeps each week it is sent, day by day, as the real one does. */
function keepWeek(path: string, initial: WeeklySlots, failOn?: Weekday) {
  let current = initial;
  server.use(
    http.get(api(path), () => HttpResponse.json(current)),
    http.put(api(path), async ({ request }) => {
      const change = (await request.json()) as { day: Weekday; slots: TimeSlot[] };
      if (change.day === failOn)
        return HttpResponse.json({ statusCode: 500, message: 'Even niet.', error: 'x' }, { status: 500 });
      current = { ...current, [change.day]: change.slots };
      return HttpResponse.json(current);
    }),
  );
}

beforeEach(() => {
  requests = recordRequests();
});

const puts = () => requests.filter((request) => request.method === 'PUT').map((request) => request.body);

function renderPage(path = '/dashboard/ophaalmomenten') {
  renderRoutes([{ path: '/dashboard/ophaalmomenten', Component: SchedulingPage }], path, { toasts: true });
}

describe("the day editor's 'Kopieer naar andere dagen'", () => {
  it("copies the day's moments to the chosen days, replacing theirs, in the same save", async () => {
    keepWeek(
      '/admin/pickup-moments',
      week({ maandag: [{ start: '11:30', end: '13:30' }], woensdag: [{ start: '08:00', end: '09:00' }] }),
    );
    renderPage();

    await userEvent.click(await screen.findByRole('button', { name: 'Maandag bewerken' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ophaalmomenten op maandag' });
    const copy = within(dialog).getByRole('group', { name: 'Kopieer naar andere dagen' });
    // The day itself is not offered; the six others are, in week order.
    expect(
      within(copy)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag', 'zondag']);
    expect(copy).toHaveAccessibleDescription(
      'De gekozen dagen krijgen bij Opslaan dezelfde tijden als maandag; hun eigen tijden vervallen.',
    );
    await userEvent.click(within(copy).getByRole('checkbox', { name: 'Vrijdag' }));
    await userEvent.click(within(copy).getByRole('checkbox', { name: 'Woensdag' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));

    expect(await within(dialog).findByText('Ophaalmomenten opgeslagen')).toBeInTheDocument();
    const slots = [{ start: '11:30', end: '13:30' }];
    expect(puts()).toEqual([
      { day: 'maandag', slots },
      { day: 'woensdag', slots },
      { day: 'vrijdag', slots },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    for (const day of ['Woensdag', 'Vrijdag']) {
      const article = screen.getByRole('article', { name: day });
      expect(within(article).getByText('11:30 - 13:30')).toBeInTheDocument();
      expect(within(article).queryByText('08:00 - 09:00')).not.toBeInTheDocument();
    }
    expect(
      within(screen.getByRole('article', { name: 'Dinsdag' })).getByText('Geen ophaalmomenten'),
    ).toBeVisible();
  });

  it('saves only the day itself when no other day is chosen', async () => {
    keepWeek('/admin/pickup-moments', week({ maandag: [{ start: '11:30', end: '13:30' }] }));
    renderPage();

    await userEvent.click(await screen.findByRole('button', { name: 'Maandag bewerken' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ophaalmomenten op maandag' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await within(dialog).findByText('Ophaalmomenten opgeslagen')).toBeInTheDocument();
    expect(puts()).toEqual([{ day: 'maandag', slots: [{ start: '11:30', end: '13:30' }] }]);
  });

  it('shows the error and the week as the server holds it when a copy fails part way', async () => {
    keepWeek('/admin/pickup-moments', week({ maandag: [{ start: '11:30', end: '13:30' }] }), 'vrijdag');
    renderPage();

    await userEvent.click(await screen.findByRole('button', { name: 'Maandag bewerken' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ophaalmomenten op maandag' });
    const copy = within(dialog).getByRole('group', { name: 'Kopieer naar andere dagen' });
    await userEvent.click(within(copy).getByRole('checkbox', { name: 'Dinsdag' }));
    await userEvent.click(within(copy).getByRole('checkbox', { name: 'Vrijdag' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));

    expect(await within(dialog).findByText('Even niet.')).toBeInTheDocument();
    // Tuesday was saved before Friday failed; the page behind the dialog shows it, read again from the server.
    await waitFor(() =>
      expect(
        within(screen.getByRole('article', { name: 'Dinsdag', hidden: true })).getByText('11:30 - 13:30'),
      ).toBeInTheDocument(),
    );
  });

  it('is offered in the opening hours editor too', async () => {
    keepWeek('/admin/opening-hours', week({ dinsdag: [{ start: '09:00', end: '18:00' }] }));
    keepWeek('/admin/pickup-moments', week({}));
    renderPage('/dashboard/ophaalmomenten?tab=openingsuren');

    await userEvent.click(await screen.findByRole('button', { name: 'Dinsdag bewerken' }));
    const dialog = await screen.findByRole('dialog', { name: 'Openingsuren op dinsdag' });
    const copy = within(dialog).getByRole('group', { name: 'Kopieer naar andere dagen' });
    await userEvent.click(within(copy).getByRole('checkbox', { name: 'Zaterdag' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await within(dialog).findByText('Openingsuren opgeslagen')).toBeInTheDocument();
    expect(puts()).toEqual([
      { day: 'dinsdag', slots: [{ start: '09:00', end: '18:00' }] },
      { day: 'zaterdag', slots: [{ start: '09:00', end: '18:00' }] },
    ]);
  });
});
