import type { createBrowserRouter } from 'react-router';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * Resolves once the router has loaded the code of the first page. Rendering only then lets a
 * prerendered page stay on screen until the app can show the very same page, instead of blanking it.
 */
export function whenRouterReady(router: Router): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
