import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@bestelklaar/domain';
import { apiRequest } from '../../../api/client';
import { adminKeys } from '../dashboard-api';

/** What the launch and payment-provider calls show when the server gives no message. */
export const SETUP_FALLBACKS = {
  launch: 'Er is een fout opgetreden bij het lanceren.',
  onboardingLink: MESSAGES.onboardingLinkFailed,
  dashboardLink: MESSAGES.dashboardLinkFailed,
} as const;

export function useLaunch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subdomain: string) =>
      apiRequest<{ subdomain: string }>('/admin/stripe-connect/add-subdomain', {
        method: 'POST',
        body: { subdomain },
        fallback: SETUP_FALLBACKS.launch,
      }),
    // The spec refreshes half a second after a successful launch, so the success message is seen.
    onSuccess: () =>
      window.setTimeout(() => void queryClient.invalidateQueries({ queryKey: adminKeys.all }), 500),
  });
}

export function useOnboardingLink() {
  return useMutation({
    mutationFn: () =>
      apiRequest<{ url: string }>('/admin/stripe-connect/onboarding-link', {
        fallback: SETUP_FALLBACKS.onboardingLink,
      }),
  });
}

export function useDashboardLink() {
  return useMutation({
    mutationFn: () =>
      apiRequest<{ url: string }>('/admin/stripe-connect/dashboard-link', {
        fallback: SETUP_FALLBACKS.dashboardLink,
      }),
  });
}
