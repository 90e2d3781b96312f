import { useMutation, useQuery } from '@tanstack/react-query';
import type { SessionView } from '@bestelklaar/domain';
import { apiRequest } from '../../../api/client';
import { adminKeys } from '../shared/dashboard-api';

const sessionsKey = [...adminKeys.all, 'sessions'] as const;

export const SESSIONS_FALLBACKS = {
  list: 'Je sessies konden niet geladen worden. Probeer het opnieuw.',
  endAll: 'Overal afmelden is niet gelukt. Probeer het opnieuw.',
} as const;

/** 'Mijn sessies': the person's sessions that still count, `current` the one asking. */
export function useSessions() {
  return useQuery({
    queryKey: sessionsKey,
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ sessions: SessionView[] }>('/admin/account/sessions', {
          signal,
          fallback: SESSIONS_FALLBACKS.list,
        })
      ).sessions,
  });
}

/** 'Overal afmelden': every session of the person ends, this one too. */
export function useEndAllSessions() {
  return useMutation({
    mutationFn: () =>
      apiRequest<void>('/admin/account/sessions/end-all', {
        method: 'POST',
        fallback: SESSIONS_FALLBACKS.endAll,
      }),
  });
}
