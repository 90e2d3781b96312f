import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { routes } from './app/routes';
import { forgetScrollPositionOfFreshLoad } from './app/scroll-positions';
import { whenRouterReady } from './app/when-router-ready';
import { followSystemTheme } from './lib/theme';

followSystemTheme();
forgetScrollPositionOfFreshLoad();
const router = createBrowserRouter(routes);

void whenRouterReady(router).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  ),
);
