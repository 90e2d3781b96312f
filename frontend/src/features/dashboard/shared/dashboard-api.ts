import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_TIME_ZONE, type AccountSettings } from '@bestelklaar/domain';
import { apiRequest } from '../../../api/client';

export type { AccountSettings };

/** Every cached answer of the dashboard hangs under this root, so one call can refresh them all. */
export const adminKeys = {
  all: ['admin'] as const,
};

/** The shop's settings, read by the home and settings screens alike. */
export const settingsKeys = {
  all: [...adminKeys.all, 'settings'] as const,
  current: () => [...settingsKeys.all, 'current'] as const,
};

export function getSettings(signal?: AbortSignal): Promise<AccountSettings> {
  return apiRequest<AccountSettings>('/admin/account/settings', {
    signal,
    fallback: 'Er is een fout opgetreden bij het laden van de gegevens',
  });
}

export const settingsQuery = () =>
  queryOptions({ queryKey: settingsKeys.current(), queryFn: ({ signal }) => getSettings(signal) });

export function useSettings() {
  return useQuery(settingsQuery());
}

/**
 * The shop's time zone, which mails and pause messages use too: the dashboard's times and days are
 * the shop's, never the device's. Brussels, the default of every shop, until the settings are read.
 */
export function useShopTimeZone(): string {
  return useSettings().data?.timeZone ?? DEFAULT_TIME_ZONE;
}
