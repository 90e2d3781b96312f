import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';

export interface AccountSettings {
  _id: string;
  name: string;
  email: string;
  shopName: string;
  shopDescription: string;
  shopAddress: string;
  subdomain: string;
  onboardingCompleted: boolean;
  websiteUrl: string;
  contactEmail: string;
  contactGsm: string;
  shopMinimumOrderTimeBeforePickup: number;
  darkMode: boolean;
  shopLogoUrl: string;
  shopBannerUrl: string;
}

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
