import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { api, callsOf, recordRequests, server } from '../../../test/server';
import type { Team } from './team-api';
import { Component as TeamPage } from './TeamPage';

const team: Team = {
  members: [
    {
      userId: 'u1',
      name: 'Sofie',
      email: 'sofie@frituur.be',
      role: 'eigenaar',
      lastLoginAt: '2026-11-21T10:42:00Z',
      twoFactor: true,
    },
    {
      userId: 'u2',
      name: 'Jonas',
      email: 'jonas@frituur.be',
      role: 'medewerker',
      lastLoginAt: null,
      twoFactor: false,
    },
  ],
  invitations: [
    { invitationId: 'i1', email: 'an@frituur.be', role: 'boekhouder', expiresAt: '2026-11-28T09:00:00Z' },
  ],
};

/** The team as the server holds it; changes below edit it, as the server would. */
function serveTeam(current: Team = team) {
  let state = structuredClone(current);
  server.use(http.get(api('/admin/team'), () => HttpResponse.json(state)));
  return { set: (next: Team) => (state = next), get: () => state };
}

function renderPage() {
  renderRoutes([{ path: '/dashboard/team', Component: TeamPage }], '/dashboard/team', { toasts: true });
}

const memberRow = async (name: string) =>
  (await screen.findByText(name, { selector: 'span' })).closest('li') as HTMLElement;
const refused = () => HttpResponse.json({ message: 'Je rol laat dit niet toe.' }, { status: 403 });

describe('the team screen', () => {
  it("lists the members with role, last login ('Nog nooit' when none) and two-step state, and the open invitations", async () => {
    serveTeam();
    renderPage();

    const sofie = await memberRow('Sofie');
    expect(within(sofie).getByRole('combobox', { name: 'Rol van Sofie' })).toHaveValue('eigenaar');
    expect(sofie).toHaveTextContent('21/11/2026 om 11:42'); // Brussels
    expect(within(sofie).getByText('Aan')).toBeInTheDocument();
    const jonas = await memberRow('Jonas');
    expect(within(jonas).getByRole('combobox', { name: 'Rol van Jonas' })).toHaveValue('medewerker');
    expect(jonas).toHaveTextContent('Nog nooit');
    expect(within(jonas).getByText('Uit')).toBeInTheDocument();

    const invitations = screen.getByRole('region', { name: 'Openstaande uitnodigingen' });
    expect(invitations).toHaveTextContent('an@frituur.be');
    expect(invitations).toHaveTextContent('Boekhouder');
    expect(invitations).toHaveTextContent('28/11/2026 om 10:00');
  });

  it('shows a spinner while loading, then says when no invitation is open', async () => {
    serveTeam({ members: team.members, invitations: [] });
    renderPage();
    expect(screen.getByText('Team laden…')).toBeInTheDocument();
    expect(await screen.findByText('Er staan geen uitnodigingen open.')).toBeInTheDocument();
  });

  it('invites to a team without members from its empty state', async () => {
    serveTeam({ members: [], invitations: [] });
    renderPage();
    expect(await screen.findByText('Nog geen teamleden')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Uitnodigen' })).toHaveLength(2);
  });

  it("says what went wrong when the team cannot be read, and reads it again on 'Opnieuw proberen'", async () => {
    serveTeam();
    // Refused once, answered the second time.
    server.use(http.get(api('/admin/team'), refused, { once: true }));
    renderPage();
    expect(await screen.findByText('Je rol laat dit niet toe.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await memberRow('Sofie')).toBeInTheDocument();
  });

  it('invites by keyboard: checks the address, sends e-mail and role, and lists the invitation', async () => {
    const held = serveTeam();
    server.use(
      http.post(api('/admin/team/invitations'), async ({ request }) => {
        const body = (await request.json()) as { email: string; role: Team['invitations'][number]['role'] };
        held.set({
          ...held.get(),
          invitations: [
            ...held.get().invitations,
            { invitationId: 'i2', ...body, expiresAt: '2026-11-29T09:00:00Z' },
          ],
        });
        return HttpResponse.json({ invitationId: 'i2' }, { status: 201 });
      }),
    );
    const requests = recordRequests();
    renderPage();
    (await screen.findByRole('button', { name: 'Uitnodigen' })).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Uitnodigen' });
    const email = within(dialog).getByRole('textbox', { name: /E-mailadres/ });
    expect(email).toHaveFocus();

    await userEvent.keyboard('geen-adres{Enter}');
    expect(await within(dialog).findByText('Voer een geldig e-mailadres in')).toBeInTheDocument();
    expect(callsOf(requests)).not.toContain('POST /api/admin/team/invitations');

    await userEvent.clear(email);
    await userEvent.type(email, 'lies@frituur.be');
    await userEvent.tab();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Rol' }), 'Beheerder');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Uitnodiging versturen' }));

    expect(await screen.findByText('Uitnodiging verstuurd naar lies@frituur.be')).toBeInTheDocument();
    const sent = requests.find((request) => request.method === 'POST')!;
    expect(sent.body).toEqual({ email: 'lies@frituur.be', role: 'beheerder' });
    const invitations = screen.getByRole('region', { name: 'Openstaande uitnodigingen' });
    expect(await within(invitations).findByText('lies@frituur.be')).toBeInTheDocument();
  });

  it("shows the server's message beside the field it concerns", async () => {
    serveTeam();
    server.use(
      http.post(api('/admin/team/invitations'), () =>
        HttpResponse.json(
          { message: 'Controleer de gegevens.', fields: { email: 'Deze persoon hoort al bij het team.' } },
          { status: 400 },
        ),
      ),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Uitnodigen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Uitnodigen' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /E-mailadres/ }), 'jonas@frituur.be');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Uitnodiging versturen' }));

    expect(await within(dialog).findByText('Deze persoon hoort al bij het team.')).toBeInTheDocument();
    expect(within(dialog).getByText('Controleer de gegevens.')).toBeInTheDocument();
  });

  it('changes a role and says so; a refusal keeps the old role and gives the reason', async () => {
    const held = serveTeam();
    server.use(
      http.put(api('/admin/team/members/u2'), async ({ request }) => {
        const { role } = (await request.json()) as { role: 'beheerder' };
        held.set({
          ...held.get(),
          members: held.get().members.map((m) => (m.userId === 'u2' ? { ...m, role } : m)),
        });
        return new HttpResponse(null, { status: 204 });
      }),
      http.put(api('/admin/team/members/u1'), () =>
        HttpResponse.json({ message: 'Een zaak heeft altijd minstens één eigenaar.' }, { status: 409 }),
      ),
    );
    renderPage();
    const jonas = within(await memberRow('Jonas')).getByRole('combobox', { name: 'Rol van Jonas' });
    await userEvent.selectOptions(jonas, 'Beheerder');
    expect(await screen.findByText('Jonas is nu Beheerder')).toBeInTheDocument();
    expect(jonas).toHaveValue('beheerder');

    const sofie = screen.getByRole('combobox', { name: 'Rol van Sofie' });
    await userEvent.selectOptions(sofie, 'Medewerker');
    expect(await screen.findByText('Een zaak heeft altijd minstens één eigenaar.')).toBeInTheDocument();
    await expect.poll(() => (sofie as HTMLSelectElement).value).toBe('eigenaar');
  });

  it('removes a member only after asking; a refusal stays in the dialog', async () => {
    const held = serveTeam();
    let removals = 0;
    server.use(
      http.delete(api('/admin/team/members/u2'), () => {
        removals += 1;
        if (removals === 1) return refused();
        held.set({ ...held.get(), members: held.get().members.filter((m) => m.userId !== 'u2') });
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderPage();
    await userEvent.click(
      within(await memberRow('Jonas')).getByRole('button', { name: 'Jonas verwijderen' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Lid verwijderen' });
    expect(dialog).toHaveTextContent('Weet je zeker dat je Jonas uit het team wilt verwijderen?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    expect(removals).toBe(0);

    await userEvent.click(screen.getByRole('button', { name: 'Jonas verwijderen' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Verwijderen' }),
    );
    expect(
      await within(screen.getByRole('alertdialog')).findByText('Je rol laat dit niet toe.'),
    ).toBeInTheDocument();
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Verwijderen' }),
    );

    expect(await screen.findByText('Jonas is uit het team verwijderd')).toBeInTheDocument();
    await expect.poll(() => screen.queryByText('Jonas', { selector: 'span' })).toBeNull();
  });

  it("sends an invitation again, and withdraws one ('Intrekken')", async () => {
    const held = serveTeam();
    server.use(
      http.post(api('/admin/team/invitations/i1/resend'), () => new HttpResponse(null, { status: 204 })),
      http.delete(api('/admin/team/invitations/i1'), () => {
        held.set({ ...held.get(), invitations: [] });
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const requests = recordRequests();
    renderPage();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Uitnodiging voor an@frituur.be opnieuw sturen' }),
    );
    expect(await screen.findByText('Uitnodiging opnieuw verstuurd naar an@frituur.be')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Uitnodiging voor an@frituur.be intrekken' }));
    expect(await screen.findByText('Uitnodiging voor an@frituur.be ingetrokken')).toBeInTheDocument();
    expect(await screen.findByText('Er staan geen uitnodigingen open.')).toBeInTheDocument();
    expect(callsOf(requests)).toEqual(
      expect.arrayContaining([
        'POST /api/admin/team/invitations/i1/resend',
        'DELETE /api/admin/team/invitations/i1',
      ]),
    );
  });

  it('says why an invitation could not be sent again', async () => {
    serveTeam();
    server.use(http.post(api('/admin/team/invitations/i1/resend'), refused));
    renderPage();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Uitnodiging voor an@frituur.be opnieuw sturen' }),
    );
    expect(await screen.findByText('Je rol laat dit niet toe.')).toBeInTheDocument();
  });
});
