import { t } from '@lingui/core/macro';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../api/query-client';
import { CrashPage } from './CrashPage';
import { ShopTexts } from './ShopTexts';

/**
 * The data layer and the texts' language for a shop's pages. Not AppProviders: a shop's pages show
 * no toasts, so they do not load the toast code (the shop route's JavaScript budget, see
 * scripts/bench-web.mjs); and only they speak the customer's language (the dashboard stays Dutch).
 */
export function Component() {
  return (
    <QueryClientProvider client={queryClient}>
      <ShopTexts />
    </QueryClientProvider>
  );
}

/** The crash page as a shop's page shows it: in the language the page was shown in. */
export function ErrorBoundary() {
  return (
    <CrashPage
      texts={{
        title: t`Oeps! Er is iets misgegaan`,
        body: t`Probeer de pagina opnieuw te laden. Blijft het probleem bestaan, neem dan contact met ons op.`,
        reload: t`Ververs de pagina`,
      }}
    />
  );
}
