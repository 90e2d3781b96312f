import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderingStatusView, PauseInput, PauseMinutes } from '@bestelklaar/domain';
import { apiRequest } from '../../../api/client';
import { adminKeys } from '../shared/dashboard-api';

const FALLBACK = 'Er is iets misgegaan. Probeer het opnieuw.';

export const orderingStatusKeys = { all: [...adminKeys.all, 'ordering-status'] as const };

/** The pause and busy mode now; both end by themselves, so the screen asks again each minute. */
export function useOrderingStatus() {
  return useQuery(
    queryOptions({
      queryKey: orderingStatusKeys.all,
      queryFn: ({ signal }) =>
        apiRequest<OrderingStatusView>('/admin/ordering/status', { signal, fallback: FALLBACK }),
      refetchInterval: 60_000,
    }),
  );
}

type StatusChange =
  | { what: 'pause'; input: PauseInput }
  | { what: 'busy'; minutes: PauseMinutes }
  | { what: 'lift'; which: 'pause' | 'busy' };

function send(change: StatusChange): Promise<OrderingStatusView> {
  if (change.what === 'lift')
    return apiRequest(`/admin/ordering/${change.which}`, { method: 'DELETE', fallback: FALLBACK });
  if (change.what === 'pause')
    return apiRequest('/admin/ordering/pause', { method: 'PUT', body: change.input, fallback: FALLBACK });
  return apiRequest('/admin/ordering/busy', {
    method: 'PUT',
    body: { minutes: change.minutes },
    fallback: FALLBACK,
  });
}

/** Pauses, sets busy mode or lifts either; the answer is the new status. */
export function useChangeOrderingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (status) => queryClient.setQueryData(orderingStatusKeys.all, status),
  });
}
