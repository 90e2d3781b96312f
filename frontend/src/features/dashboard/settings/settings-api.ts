import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { AccountSettings, settingsQuery } from '../shared/dashboard-api';

export type SettingsResponse = AccountSettings & { warning?: string };

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) =>
      apiRequest<SettingsResponse>('/admin/account/settings', {
        method: 'PUT',
        body: form,
        fallback: 'Er is iets misgegaan tijdens het opslaan van de instellingen.',
      }),
    onSuccess: ({ warning: _warning, ...settings }) =>
      queryClient.setQueryData(settingsQuery().queryKey, settings),
  });
}
