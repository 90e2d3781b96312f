import { useQuery } from '@tanstack/react-query';
import type { AccountSettings } from '@bestelklaar/domain';
import { apiRequest } from '../../api/client';

export type { AccountSettings };

export const settingsQueryKey = ['admin', 'settings'] as const;

export function useSettings() {
  return useQuery({
    queryKey: settingsQueryKey,
    queryFn: ({ signal }) =>
      apiRequest<AccountSettings>('/admin/account/settings', {
        signal,
        fallback: 'Er is een fout opgetreden bij het laden van de gegevens',
      }),
  });
}
