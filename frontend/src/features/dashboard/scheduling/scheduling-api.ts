import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TimeSlot, VacationInput, Weekday, WeeklySlots } from '@bestelklaar/domain';
import { ApiError } from '../../../api/api-error';
import { apiRequest } from '../../../api/client';
import { adminKeys } from '../shared/dashboard-api';
import type { ScheduleKind } from '../shared/schedule-kinds';
import { weekQuery } from '../shared/week-queries';

export const VACATION_FALLBACK = 'Er is iets fout gegaan tijdens het verwerken van de vakantie modus.';
const VACATION_ID_MISSING = 'Vakantiemodus ID ontbreekt. Vernieuw de pagina en probeer het opnieuw.';

export interface VacationMode extends VacationInput {
  _id: string;
}

export const vacationModeKeys = {
  all: [...adminKeys.all, 'vacation-modes'] as const,
  list: () => [...vacationModeKeys.all, 'list'] as const,
};

/** Replaces one day; the answer is the whole week, which becomes the cached week. */
export function useReplaceDay(kind: ScheduleKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { day: Weekday; slots: TimeSlot[] }) =>
      apiRequest<WeeklySlots>(kind.path, { method: 'PUT', body: change, fallback: kind.saveFallback }),
    onSuccess: (week) => queryClient.setQueryData(weekQuery(kind).queryKey, week),
  });
}

export function getVacationModes(signal?: AbortSignal): Promise<VacationMode[]> {
  return apiRequest<VacationMode[]>('/admin/vacation-modes', { signal, fallback: VACATION_FALLBACK });
}

export const vacationModesQuery = () =>
  queryOptions({ queryKey: vacationModeKeys.list(), queryFn: ({ signal }) => getVacationModes(signal) });

export function useVacationModes() {
  return useQuery(vacationModesQuery());
}

function requireId(id: string | undefined): string {
  if (!id) throw new ApiError(0, { message: VACATION_ID_MISSING }, VACATION_ID_MISSING);
  return id;
}

/** Creates a period, or updates it when it has an id. */
export function useSaveVacationMode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: VacationInput }) =>
      id === undefined
        ? apiRequest<VacationMode>('/admin/vacation-modes', {
            method: 'POST',
            body: input,
            fallback: VACATION_FALLBACK,
          })
        : apiRequest<VacationMode>(`/admin/vacation-modes/${encodeURIComponent(requireId(id))}`, {
            method: 'PUT',
            body: { ...input, _id: id },
            fallback: VACATION_FALLBACK,
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vacationModeKeys.all }),
  });
}

export function useDeleteVacationMode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<void>(`/admin/vacation-modes/${encodeURIComponent(requireId(id))}`, {
        method: 'DELETE',
        fallback: VACATION_FALLBACK,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vacationModeKeys.all }),
  });
}
