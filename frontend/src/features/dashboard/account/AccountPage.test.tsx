import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { api, recordRequests, server } from '../../../test/server';
import { Component as AccountPage } from './AccountPage';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DP';
const OTPAUTH = `otpauth://totp/Bestelklaar:sofie%40frituur.be?secret=${SECRET}&issuer=Bestelklaar`;
const CODES = Array.from({ length: 10 }, (_, index) => `herstel-${String(index).padStart(4, '0')}`);

function renderPage() {
  renderRoutes([{ path: '/dashboard/account', Component: AccountPage }], '/dashboard/account');
}

const setupAnswers = () =>
  server.use(
    http.post(api('/admin/account/two-factor'), () =>
      HttpResponse.json({ secret: SECRET, otpauthUrl: OTPAUTH }),
    ),
    http.post(api('/admin/account/two-factor/confirm'), async ({ request }) => {
      const { code } = (await request.json()) as { code: string };
      return code === '123456'
        ? HttpResponse.json({ recoveryCodes: CODES })
        : HttpResponse.json(
            { message: 'Deze code klopt niet. Probeer de nieuwste code uit je app.' },
            { status: 400 },
          );
    }),
  );

async function startSetup() {
  await userEvent.click(await screen.findByRole('button', { name: 'Tweestapsverificatie instellen' }));
  return screen.findByRole('img', { name: 'QR-code voor je authenticator-app' });
}

describe("'Tweestapsverificatie' on 'Mijn account'", () => {
  it('shows a QR code of the app address and the secret to type, then the ten recovery codes once confirmed', async () => {
    setupAnswers();
    const requests = recordRequests();
    renderPage();
    const qr = await startSetup();

    const svg = decodeURIComponent(qr.getAttribute('src')!.replace('data:image/svg+xml;charset=utf-8,', ''));
    expect(svg).toMatch(/^<svg[\s\S]*<path/);
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP')).toBeInTheDocument();

    const code = screen.getByRole('textbox', { name: 'Code uit je app' });
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(code, '12{Enter}');
    expect(await screen.findByText('Vul de 6 cijfers uit je app in.')).toBeInTheDocument();
    await userEvent.clear(code);
    await userEvent.type(code, '999999{Enter}');
    expect(
      await screen.findByText('Deze code klopt niet. Probeer de nieuwste code uit je app.'),
    ).toBeInTheDocument();
    await userEvent.clear(code);
    await userEvent.type(code, '123 456{Enter}');

    const list = await screen.findByRole('list', { name: 'Herstelcodes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(screen.getByText('Tweestapsverificatie staat aan')).toBeInTheDocument();
    expect(requests.filter((request) => request.path.endsWith('/confirm')).at(-1)!.body).toEqual({
      code: '123456',
    });

    // Shown once: after 'Ik heb ze bewaard' they are gone from the page.
    await userEvent.click(screen.getByRole('button', { name: 'Ik heb ze bewaard' }));
    expect(screen.queryByRole('list', { name: 'Herstelcodes' })).not.toBeInTheDocument();
    expect(screen.queryByText(CODES[0]!)).not.toBeInTheDocument();
  });

  it('copies the recovery codes, one a line', async () => {
    const user = userEvent.setup();
    setupAnswers();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Tweestapsverificatie instellen' }));
    await user.type(await screen.findByRole('textbox', { name: 'Code uit je app' }), '123456{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Kopieer herstelcodes' }));

    expect(await screen.findByText('Gekopieerd')).toHaveAttribute('role', 'status');
    expect(await navigator.clipboard.readText()).toBe(CODES.join('\n'));
  });

  it('says how to copy by hand when the browser refuses the clipboard', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new DOMException('', 'NotAllowedError'));
    setupAnswers();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Tweestapsverificatie instellen' }));
    await user.type(await screen.findByRole('textbox', { name: 'Code uit je app' }), '123456{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Kopieer herstelcodes' }));

    expect(await screen.findByText(/Selecteer de codes en kopieer ze zelf\./)).toHaveAttribute(
      'role',
      'status',
    );
  });

  it("shows the server's refusal to start, and goes back on 'Annuleren'", async () => {
    server.use(
      http.post(api('/admin/account/two-factor'), () =>
        HttpResponse.json({ message: 'Tweestapsverificatie staat al aan.' }, { status: 409 }),
      ),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Tweestapsverificatie instellen' }));
    expect(await screen.findByText('Tweestapsverificatie staat al aan.')).toBeInTheDocument();

    setupAnswers();
    await userEvent.click(screen.getByRole('button', { name: 'Tweestapsverificatie instellen' }));
    await screen.findByRole('img', { name: 'QR-code voor je authenticator-app' });
    await userEvent.click(screen.getByRole('button', { name: 'Annuleren' }));
    expect(screen.getByRole('button', { name: 'Tweestapsverificatie instellen' })).toBeInTheDocument();
  });

  it('says a second factor that is on is on, and offers no new setup', async () => {
    server.use(
      http.get(api('/admin/account/two-factor'), () =>
        HttpResponse.json({ enabled: true, requiredByShop: false }),
      ),
    );
    renderPage();
    expect(await screen.findByText('Tweestapsverificatie staat aan')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tweestapsverificatie instellen' })).not.toBeInTheDocument();
  });

  it('says when the shop asks it of the whole team', async () => {
    server.use(
      http.get(api('/admin/account/two-factor'), () =>
        HttpResponse.json({ enabled: false, requiredByShop: true }),
      ),
    );
    renderPage();
    expect(
      await screen.findByText(/Je zaak vraagt tweestapsverificatie van het hele team/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tweestapsverificatie instellen' })).toBeInTheDocument();
  });

  it('when the shop asks it first, shows the setup without the sessions, and opens the dashboard once it is set up', async () => {
    let enabled = false;
    server.use(
      http.get(api('/admin/account/two-factor'), () => HttpResponse.json({ enabled, requiredByShop: true })),
    );
    setupAnswers();
    server.use(
      http.post(api('/admin/account/two-factor/confirm'), () => {
        enabled = true;
        return HttpResponse.json({ recoveryCodes: CODES });
      }),
    );
    const { router } = renderRoutes(
      [
        { path: '/dashboard/account', Component: AccountPage },
        { path: '/dashboard', Component: () => <h1>Home</h1> },
      ],
      '/dashboard/account',
    );
    await startSetup();
    expect(screen.queryByRole('region', { name: 'Mijn sessies' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Code uit je app' }), '123456{Enter}');
    await screen.findByRole('list', { name: 'Herstelcodes' });
    expect(router.state.location.pathname).toBe('/dashboard/account');

    await userEvent.click(screen.getByRole('button', { name: 'Ik heb ze bewaard' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
