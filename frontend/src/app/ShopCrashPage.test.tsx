import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../i18n/i18n';
import { renderRoutes } from '../test/render';
import { Component as ShopProviders, ErrorBoundary } from './ShopProviders';

function Broken(): never {
  throw new Error('Kapot');
}

describe("the crash page on a shop's page", () => {
  it('speaks the language the page was shown in', async () => {
    // React reports the error it caught; the page itself is what this test reads.
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await activateLanguage('fr');
      renderRoutes(
        [{ Component: ShopProviders, ErrorBoundary, children: [{ path: '/de-smul', Component: Broken }] }],
        '/de-smul',
      );

      expect(
        await screen.findByRole('heading', { name: 'Oups\u00a0! Un problème est survenu' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Recharger la page' })).toBeInTheDocument();
    } finally {
      report.mockRestore();
    }
  });
});
