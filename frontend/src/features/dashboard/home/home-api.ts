import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

export function useLaunch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subdomain: string) =>
      apiRequest<{ subdomain: string }>('/admin/stripe-connect/add-subdomain', {
        method: 'POST',
        body: { subdomain },
        fallback: 'Er is een fout opgetreden bij het lanceren.',
      }),
    // The spec refreshes half a second after a successful launch, so the success message is seen.
    onSuccess: () =>
      window.setTimeout(() => void queryClient.invalidateQueries({ queryKey: ['admin'] }), 500),
  });
}

export function useOnboardingLink() {
  return useMutation({
    mutationFn: () =>
      apiRequest<{ url: string }>('/admin/stripe-connect/onboarding-link', {
        fallback: 'Er is iets misgegaan tijdens het ophalen van de onboardinglink.',
      }),
  });
}

export function useDashboardLink() {
  return useMutation({
    mutationFn: () =>
      apiRequest<{ url: string }>('/admin/stripe-connect/dashboard-link', {
        fallback: 'Kon Stripe dashboard niet laden.',
      }),
  });
}
