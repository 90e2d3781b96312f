import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { queryWrapper } from '../../../test/render';
import { api, callsOf, recordRequests, server } from '../../../test/server';
import { accountSettings } from '../../../test/fixtures/settings';
import { useSettings, type AccountSettings } from '../shared/dashboard-api';
import { useUpdateSettings } from './settings-api';

const settings: AccountSettings = { ...accountSettings, shopMinimumOrderTimeBeforePickup: 30 };

describe('useUpdateSettings', () => {
  it('puts the saved settings, without the warning, where every screen reads them', async () => {
    const saved = { ...settings, shopName: 'Bakkerij Lemmens & Zonen' };
    server.use(
      http.get(api('/admin/account/settings'), () => HttpResponse.json(settings)),
      http.put(api('/admin/account/settings'), () =>
        HttpResponse.json({ ...saved, warning: 'Het logo kon niet worden opgeslagen.' }),
      ),
    );
    const requests = recordRequests();
    const { result } = renderHook(() => ({ settings: useSettings(), update: useUpdateSettings() }), {
      wrapper: queryWrapper(),
    });
    await waitFor(() => expect(result.current.settings.data).toEqual(settings));

    await act(() => result.current.update.mutateAsync(new FormData()));

    expect(result.current.settings.data).toEqual(saved);
    expect(callsOf(requests)).toEqual(['GET /api/admin/account/settings', 'PUT /api/admin/account/settings']);
  });
});
