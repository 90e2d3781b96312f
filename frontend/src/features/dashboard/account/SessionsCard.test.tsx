import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SessionView } from '@bestelklaar/domain';
import { getToken, storeSession } from '../../../lib/session';
import { renderRoutes } from '../../../test/render';
import { api, recordRequests, server } from '../../../test/server';
import { SessionsCard } from './SessionsCard';

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

const session = (changes: Partial<SessionView>): SessionView => ({
  sessionId: 'sessie-1',
  createdAt: '2026-12-04T08:15:00.000Z',
  userAgent: CHROME_WINDOWS,
  client: '203.0.113.0/24',
  shopId: 'shop-1',
  current: false,
  ...changes,
});

function sessionsAre(sessions: SessionView[]) {
  server.use(http.get(api('/admin/account/sessions'), () => HttpResponse.json({ sessions })));
}

function renderCard() {
  return renderRoutes(
    [
      { path: '/dashboard/account', Component: () => <SessionsCard timeZone="Europe/Brussels" /> },
      { path: '/inloggen', Component: () => <h1>Inloggen</h1> },
    ],
    '/dashboard/account',
  );
}

const items = async () =>
  within(await screen.findByRole('list', { name: 'Sessies' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

beforeEach(() => storeSession('header.payload.signature'));

describe("'Mijn sessies' on 'Mijn account'", () => {
  it('lists each session with the device in words, when it was opened and its network, this one marked', async () => {
    sessionsAre([
      session({ sessionId: 'a', current: true }),
      session({
        sessionId: 'b',
        createdAt: '2026-11-30T19:02:00.000Z',
        userAgent: SAFARI_IPHONE,
        client: '2001:db8:12::/48',
      }),
      session({ sessionId: 'c', userAgent: null, client: null }),
    ]);
    renderCard();
    // 08:15 UTC is 09:15 in Brussels in December.
    expect(await items()).toEqual([
      'Chrome op WindowsDeze sessieGeopend op 4 december 2026 om 09:15Netwerk 203.0.113.0/24',
      'Safari op iPhoneGeopend op 30 november 2026 om 20:02Netwerk 2001:db8:12::/48',
      'Onbekend apparaatGeopend op 4 december 2026 om 09:15Netwerk onbekend',
    ]);
  });

  it('says when there is no session to show, and when the list cannot be read', async () => {
    renderCard();
    expect(await screen.findByText('Geen sessies om te tonen.')).toBeInTheDocument();

    server.use(
      http.get(api('/admin/account/sessions'), () =>
        HttpResponse.json({ statusCode: 500, message: 'Er ging iets mis.' }, { status: 500 }),
      ),
    );
    renderCard();
    expect(await screen.findByText('Er ging iets mis.')).toBeInTheDocument();
  });

  it("ends every session after 'Overal afmelden' is confirmed, by keyboard, and goes to the login", async () => {
    sessionsAre([session({ current: true })]);
    server.use(
      http.post(api('/admin/account/sessions/end-all'), () => new HttpResponse(null, { status: 204 })),
    );
    const requests = recordRequests();
    const user = userEvent.setup();
    renderCard();
    await items();

    // Cancelling changes nothing.
    await user.click(screen.getByRole('button', { name: 'Overal afmelden' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Overal afmelden?' });
    expect(dialog).toHaveTextContent('Al je sessies stoppen, ook deze.');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(requests.some((request) => request.path.endsWith('/end-all'))).toBe(false);

    screen.getByRole('button', { name: 'Overal afmelden' }).focus();
    await user.keyboard('{Enter}');
    const again = await screen.findByRole('alertdialog', { name: 'Overal afmelden?' });
    within(again).getByRole('button', { name: 'Overal afmelden' }).focus();
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('heading', { name: 'Inloggen' })).toBeInTheDocument();
    expect(requests.filter((request) => request.path.endsWith('/end-all'))).toHaveLength(1);
    expect(getToken()).toBeNull();
  });

  it('stays on the page with the reason when ending the sessions fails', async () => {
    server.use(
      http.post(api('/admin/account/sessions/end-all'), () =>
        HttpResponse.json(
          { statusCode: 503, message: 'Even geduld, probeer het zo opnieuw.' },
          { status: 503 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Overal afmelden' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Overal afmelden?' });
    await user.click(within(dialog).getByRole('button', { name: 'Overal afmelden' }));

    expect(await screen.findByText('Even geduld, probeer het zo opnieuw.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(getToken()).toBe('header.payload.signature');
  });
});
