import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { queryWrapper } from '../../../test/render';
import { api, callsOf, recordRequests, server } from '../../../test/server';
import { useSettings } from '../shared/dashboard-api';
import { useProducts } from '../shared/items/products-api';
import { useLaunch } from './home-api';

describe('useLaunch', () => {
  it('reads every dashboard answer again half a second after a launch', async () => {
    server.use(
      http.get(api('/admin/account/settings'), () => HttpResponse.json({ onboardingCompleted: true })),
      http.post(api('/admin/stripe-connect/add-subdomain'), () =>
        HttpResponse.json({ subdomain: 'lemmens' }),
      ),
    );
    const requests = recordRequests();
    const reads = () => callsOf(requests).filter((call) => call.startsWith('GET '));
    const { result } = renderHook(
      () => ({ settings: useSettings(), products: useProducts(), launch: useLaunch() }),
      { wrapper: queryWrapper() },
    );
    await waitFor(() => expect(result.current.settings.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.products.isSuccess).toBe(true));

    await act(() => result.current.launch.mutateAsync('lemmens'));

    // Not at once: the success message is shown first.
    expect(reads()).toHaveLength(2);
    await waitFor(
      () =>
        expect(reads().sort()).toEqual([
          'GET /api/admin/account/settings',
          'GET /api/admin/account/settings',
          'GET /api/admin/products',
          'GET /api/admin/products',
        ]),
      { timeout: 2000 },
    );
  });
});
