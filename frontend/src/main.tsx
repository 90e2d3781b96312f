// The design system's tokens (colours, spacing, type), before any component's styles: imported here,
// not by the design system's index, so that index has no side effects and a page bundles only the
// components it uses.
import '@bestelklaar/design-system/src/tokens.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { routes } from './app/routes';
import { forgetScrollPositionOfFreshLoad } from './app/scroll-positions';
import { whenRouterReady } from './app/when-router-ready';
import { followSystemTheme } from './lib/theme';
import { pageRenderedAhead } from './lib/use-hydrated';

followSystemTheme();
forgetScrollPositionOfFreshLoad();

// Loading the app's code and starting its router are two tasks instead of one long one, so a phone
// answers a tap in between.
setTimeout(() => {
  const router = createBrowserRouter(routes);
  void whenRouterReady(router).then(() => {
    const container = document.getElementById('root')!;
    const app = (
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>
    );
    // As a transition, the first render yields to the browser every few milliseconds instead of
    // holding a phone's main thread for the whole page. A page rendered ahead (the public pages at
    // build time, a shop's page by the server) is taken over where it stands instead of built again.
    startTransition(() => {
      if (pageRenderedAhead) hydrateRoot(container, app);
      else createRoot(container).render(app);
    });
  });
});
