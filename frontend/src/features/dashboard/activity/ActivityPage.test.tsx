import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ActivityEntryView, ActivityPage } from '@bestelklaar/domain';
import { activityEntries as entries, jonas, sofie } from '../../../test/fixtures/activity';
import { renderRoutes } from '../../../test/render';
import { api, server } from '../../../test/server';
import { Component as ActivityScreen } from './ActivityPage';

/** Serves the activity in pages of two, and keeps each query the screen asked. */
function serveActivity(all: ActivityEntryView[] = entries) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(api('/admin/activity'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const chosen = all.filter((item) => !query.get('person') || item.by.userId === query.get('person'));
      const start = Number(query.get('cursor') ?? 0);
      const page: ActivityPage = {
        entries: chosen.slice(start, start + 2),
        nextCursor: start + 2 < chosen.length ? String(start + 2) : null,
        people: [jonas, sofie],
      };
      return HttpResponse.json(page);
    }),
  );
  return queries;
}

function renderPage() {
  renderRoutes([{ path: '/dashboard/activiteit', Component: ActivityScreen }], '/dashboard/activiteit');
}

describe('the activity screen', () => {
  it('says who did what and when, each field from and to, grouped by the shop’s day', async () => {
    serveActivity();
    renderPage();

    const day = await screen.findByRole('region', { name: /21 november/i });
    const [product, pause] = within(day).getAllByRole('listitem');
    expect(product).toHaveTextContent('12:04 Sofie wijzigde het product Croque monsieur'); // Brussels
    expect(within(product!).getByText('Prijs').nextElementSibling).toHaveTextContent('€ 8,50 → wordt € 9,00');
    expect(within(product!).getByText('Foto').nextElementSibling).toHaveTextContent('vervangen');
    expect(pause).toHaveTextContent('10:30 Jonas pauzeerde nieuwe bestellingen');
    expect(within(pause!).getByText('Gepauzeerd tot').nextElementSibling).toHaveTextContent(
      '21/11/2026 om 11:00',
    );
  });

  it("loads older entries with 'Meer laden' until there are none", async () => {
    serveActivity();
    renderPage();
    await screen.findByText(/pauzeerde/);
    await userEvent.click(screen.getByRole('button', { name: 'Meer laden' }));
    const older = await screen.findByRole('region', { name: /20 november/i });
    expect(older).toHaveTextContent('Sofie wijzigde de rol van Jonas');
    expect(within(older).getByText('Rol').nextElementSibling).toHaveTextContent(
      'Medewerker → wordt Beheerder',
    );
    expect(screen.queryByRole('button', { name: 'Meer laden' })).not.toBeInTheDocument();
  });

  it('filters by person on the server, and offers to show everything again', async () => {
    const queries = serveActivity();
    renderPage();
    await screen.findByText(/pauzeerde/);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Persoon' }), 'Jonas');
    await waitFor(() => expect(screen.queryByText(/Croque/)).not.toBeInTheDocument());
    expect(screen.getByRole('listitem')).toHaveTextContent('Jonas pauzeerde nieuwe bestellingen');
    expect(queries.at(-1)?.get('person')).toBe(jonas.userId);
    await userEvent.click(screen.getByRole('button', { name: 'Alles tonen' }));
    await screen.findByText(/Croque/);
    expect(queries.at(-1)?.has('person')).toBe(false);
  });

  it('tells an empty log from an empty filter', async () => {
    serveActivity([]);
    renderPage();
    expect(await screen.findByText('Nog geen activiteit')).toBeInTheDocument();
  });

  it('shows the server’s refusal and lets the person try again', async () => {
    server.use(
      http.get(api('/admin/activity'), () =>
        HttpResponse.json({ message: 'Je rol laat dit niet toe.' }, { status: 403 }),
      ),
    );
    renderPage();
    expect(await screen.findByText(/Je rol laat dit niet toe\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
  });
});
