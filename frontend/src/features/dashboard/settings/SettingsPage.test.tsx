import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { ToastProvider } from '@bestelklaar/design-system';
import { api, server } from '../../../test/server';
import type { AccountSettings } from '../dashboard-api';
import { Component as SettingsPage } from './SettingsPage';

beforeAll(() => {
  // jsdom lacks these; the Radix switch measures itself with them.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const settings: AccountSettings = {
  _id: 'a1',
  name: 'Els Lemmens',
  email: 'els@lemmens.be',
  shopName: 'Bakkerij Lemmens',
  shopDescription: 'Brood en gebak',
  shopAddress: 'Markt 1, 2000 Antwerpen',
  subdomain: 'lemmens',
  onboardingCompleted: true,
  websiteUrl: '',
  contactEmail: 'info@lemmens.be',
  contactGsm: '0470 12 34 56',
  shopMinimumOrderTimeBeforePickup: 2,
  darkMode: false,
  shopLogoUrl: '',
  shopBannerUrl: '',
};

function renderPage() {
  server.use(http.get(api('/admin/account/settings'), () => HttpResponse.json(settings)));
  const router = createMemoryRouter([{ path: '/dashboard/instellingen', Component: SettingsPage }], {
    initialEntries: ['/dashboard/instellingen'],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return router;
}

describe('the settings screen', () => {
  it('keeps Annuleren and Opslaan pinned below the fields, and gives focus back to Bewerken', async () => {
    const router = renderPage();
    const edit = await screen.findByRole('button', { name: 'Bewerken' });

    await userEvent.click(edit);
    const dialog = await screen.findByRole('dialog', { name: 'Instellingen bewerken' });
    expect(router.state.location.search).toBe('?edit=true');
    for (const name of ['Annuleren', 'Opslaan']) {
      const button = within(dialog).getByRole('button', { name });
      expect(button.closest('form')).toBeNull();
      expect(button.closest('footer')?.parentElement).toBe(dialog);
    }
    expect(within(dialog).getByRole('textbox', { name: 'Winkelnaam' })).toHaveValue('Bakkerij Lemmens');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(edit).toHaveFocus());
  });
});
