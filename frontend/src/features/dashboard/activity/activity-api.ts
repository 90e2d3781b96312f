import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { ActivityEntryView, ActivityFilter, ActivityPage } from '@bestelklaar/domain';
import { apiRequest } from '../../../api/client';
import { adminKeys } from '../shared/dashboard-api';

export type { ActivityEntryView, ActivityFilter, ActivityPage };

export const ACTIVITY_FALLBACK = 'De activiteit kon niet geladen worden.';

/** How many entries one 'Meer laden' brings. */
export const ACTIVITY_PAGE_SIZE = 30;

export const activityKeys = {
  all: [...adminKeys.all, 'activity'] as const,
  list: (filter: ActivityFilter) => [...activityKeys.all, filter] as const,
};

function activityPath(filter: ActivityFilter, cursor: string | null): string {
  const query = new URLSearchParams({ limit: String(ACTIVITY_PAGE_SIZE) });
  if (filter.person) query.set('person', filter.person);
  if (filter.from) query.set('from', filter.from);
  if (filter.to) query.set('to', filter.to);
  if (cursor) query.set('cursor', cursor);
  return `/admin/activity?${query}`;
}

export const activityQuery = (filter: ActivityFilter) =>
  infiniteQueryOptions({
    queryKey: activityKeys.list(filter),
    queryFn: ({ signal, pageParam }) =>
      apiRequest<ActivityPage>(activityPath(filter, pageParam), { signal, fallback: ACTIVITY_FALLBACK }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

/** The shop's activity, newest first, a page at a time, narrowed on the server by `filter`. */
export function useActivity(filter: ActivityFilter) {
  return useInfiniteQuery({ ...activityQuery(filter), placeholderData: keepPreviousData });
}
