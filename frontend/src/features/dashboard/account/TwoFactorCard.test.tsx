import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Role } from '@bestelklaar/domain';
import { renderRoutes } from '../../../test/render';
import { api, recordRequests, server } from '../../../test/server';
import { Component as AccountPage } from './AccountPage';

function renderPage() {
  renderRoutes([{ path: '/dashboard/account', Component: AccountPage }], '/dashboard/account');
}

function statusIs(status: { enabled: boolean; requiredByShop: boolean }) {
  server.use(http.get(api('/admin/account/two-factor'), () => HttpResponse.json(status)));
}

function roleIs(role: Role) {
  server.use(
    http.get(api('/admin/shops'), () =>
      HttpResponse.json([{ shopId: 'shop-1', shopName: 'Bakkerij Test', subdomain: 'bakkerij-test', role }]),
    ),
  );
}

describe("'Tweestapsverificatie uitzetten' on 'Mijn account'", () => {
  it('turns the second factor off with a code typed and sent by keyboard', async () => {
    let enabled = true;
    server.use(
      http.get(api('/admin/account/two-factor'), () => HttpResponse.json({ enabled, requiredByShop: false })),
      http.delete(api('/admin/account/two-factor'), () => {
        enabled = false;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const requests = recordRequests();
    const user = userEvent.setup();
    renderPage();
    const code = await screen.findByRole('textbox', { name: 'Code uit je app of een herstelcode' });

    await user.click(code);
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Vul een code uit je app of een herstelcode in.')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);

    await user.type(code, ' abcde-12345 {Enter}');
    expect(await screen.findByRole('button', { name: 'Tweestapsverificatie instellen' })).toBeInTheDocument();
    expect(screen.queryByText('Tweestapsverificatie staat aan')).not.toBeInTheDocument();
    expect(requests.find((request) => request.method === 'DELETE')!.body).toEqual({ code: 'abcde-12345' });
  });

  it("shows the server's refusals: a wrong code at the field, the shop's rule above the form", async () => {
    statusIs({ enabled: true, requiredByShop: true });
    server.use(
      http.delete(api('/admin/account/two-factor'), async ({ request }) => {
        const { code } = (await request.json()) as { code: string };
        return code === '000000'
          ? HttpResponse.json(
              {
                statusCode: 400,
                message: 'Controleer de gegevens.',
                error: 'Bad Request',
                fields: { code: 'Deze code klopt niet.' },
              },
              { status: 400 },
            )
          : HttpResponse.json(
              { statusCode: 409, message: 'Je zaak vraagt tweestapsverificatie.', error: 'Conflict' },
              { status: 409 },
            );
      }),
    );
    const user = userEvent.setup();
    renderPage();
    const code = await screen.findByRole('textbox', { name: 'Code uit je app of een herstelcode' });
    await user.type(code, '000000{Enter}');
    expect(await screen.findByText('Deze code klopt niet.')).toBeInTheDocument();

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Tweestapsverificatie uitzetten' }));
    expect(await screen.findByText('Je zaak vraagt tweestapsverificatie.')).toBeInTheDocument();
    expect(screen.getByText('Tweestapsverificatie staat aan')).toBeInTheDocument();
  });
});

describe("'Verplicht voor het hele team' on 'Mijn account'", () => {
  it('lets an owner with a second factor require it of the team, with the space bar', async () => {
    statusIs({ enabled: true, requiredByShop: false });
    server.use(
      http.put(api('/admin/account/two-factor-required'), async ({ request }) => {
        const { required } = (await request.json()) as { required: boolean };
        return HttpResponse.json({ enabled: true, requiredByShop: required });
      }),
    );
    const requests = recordRequests();
    const user = userEvent.setup();
    renderPage();
    const toggle = await screen.findByRole('switch', { name: 'Verplicht voor het hele team' });
    expect(toggle).not.toBeChecked();

    toggle.focus();
    await user.keyboard(' ');
    await expect
      .poll(() => screen.getByRole('switch', { name: 'Verplicht voor het hele team' }))
      .toBeChecked();
    expect(requests.find((request) => request.method === 'PUT')!.body).toEqual({ required: true });

    await user.keyboard(' ');
    await expect
      .poll(() => screen.getByRole('switch', { name: 'Verplicht voor het hele team' }))
      .not.toBeChecked();
    expect(requests.filter((request) => request.method === 'PUT').at(-1)!.body).toEqual({ required: false });
  });

  it("shows the server's refusal to an owner without a second factor, and leaves the switch off", async () => {
    server.use(
      http.put(api('/admin/account/two-factor-required'), () =>
        HttpResponse.json(
          { statusCode: 409, message: 'Zet eerst je eigen tweestapsverificatie aan.', error: 'Conflict' },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('switch', { name: 'Verplicht voor het hele team' }));
    expect(await screen.findByText('Zet eerst je eigen tweestapsverificatie aan.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Verplicht voor het hele team' })).not.toBeChecked();
  });

  it('is not offered to a member who is no owner', async () => {
    roleIs('beheerder');
    statusIs({ enabled: true, requiredByShop: true });
    renderPage();
    expect(await screen.findByText('Tweestapsverificatie staat aan')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Mijn sessies' })).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});
