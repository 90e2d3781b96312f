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

/**
 * Replaces one day, then the days it is copied to, one by one (the server replaces a day at a time); the
 * last answer is the whole week, which becomes the cached week. After a failure part may be saved, so the
 * week is read again.
 */
export function useReplaceDay(kind: ScheduleKind) {
  const queryClient = useQueryClient();
  const replace = (day: Weekday, slots: TimeSlot[]) =>
    apiRequest<WeeklySlots>(kind.path, { method: 'PUT', body: { day, slots }, fallback: kind.saveFallback });
  return useMutation({
    mutationFn: async ({
      day,
      slots,
      copyTo = [],
    }: {
      day: Weekday;
      slots: TimeSlot[];
      copyTo?: Weekday[];
    }) => {
      let week = await replace(day, slots);
      for (const other of copyTo) week = await replace(other, slots);
      return week;
    },
    onSuccess: (week) => queryClient.setQueryData(weekQuery(kind).queryKey, week),
    onError: () => queryClient.invalidateQueries({ queryKey: weekQuery(kind).queryKey }),
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
