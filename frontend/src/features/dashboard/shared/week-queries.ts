import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WeeklySlots } from '@bestelklaar/domain';
import { apiRequest } from '../../../api/client';
import { adminKeys } from './dashboard-api';
import type { ScheduleKind } from './schedule-kinds';

/**
 * A week of slots, as the scheduling screen shows it and the home screen checks it (any pickup
 * moment yet?). Its changes are the scheduling screen's: scheduling/scheduling-api.ts.
 */

/** A week of pickup moments or of opening hours, one cached answer per kind. */
export const weekKeys = {
  all: [...adminKeys.all, 'weeks'] as const,
  detail: (kind: ScheduleKind) => [...weekKeys.all, kind.path] as const,
};

/** The server may leave days out, so the week is partial. */
export function getWeek(kind: ScheduleKind, signal?: AbortSignal): Promise<Partial<WeeklySlots>> {
  return apiRequest<Partial<WeeklySlots>>(kind.path, { signal, fallback: kind.loadFallback });
}

export const weekQuery = (kind: ScheduleKind) =>
  queryOptions({ queryKey: weekKeys.detail(kind), queryFn: ({ signal }) => getWeek(kind, signal) });

export function useWeek(kind: ScheduleKind) {
  return useQuery(weekQuery(kind));
}
