import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { whenRouterReady } from './when-router-ready';

describe('whenRouterReady', () => {
  it('waits until the first page’s code has loaded', async () => {
    let loadPage!: (module: { Component: () => null }) => void;
    const router = createMemoryRouter([
      { path: '/', lazy: () => new Promise((resolve) => (loadPage = resolve)) },
    ]);
    let ready = false;
    const waiting = whenRouterReady(router).then(() => (ready = true));

    await Promise.resolve();
    expect(ready).toBe(false);

    loadPage({ Component: () => null });
    await waiting;
    expect(router.state.initialized).toBe(true);
  });

  it('resolves at once when nothing needs loading', async () => {
    const router = createMemoryRouter([{ path: '/', Component: () => null }]);

    await expect(whenRouterReady(router)).resolves.toBeUndefined();
  });
});
