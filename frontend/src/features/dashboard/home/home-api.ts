import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type MailTransportView } from '@bestelklaar/domain';
import { apiRequest } from '../../../api/client';
import { adminKeys } from '../shared/dashboard-api';

/** What the launch and payment-provider calls show when the server gives no message. */
export const SETUP_FALLBACKS = {
  launch: 'Er is een fout opgetreden bij het lanceren.',
  onboardingLink: MESSAGES.onboardingLinkFailed,
  dashboardLink: MESSAGES.dashboardLinkFailed,
  mailbox: 'Kon de testmailbox niet openen.',
} as const;

export const mailKeys = {
  transport: () => [...adminKeys.all, 'mail-transport'] as const,
};

function getMailTransport(signal?: AbortSignal): Promise<MailTransportView> {
  return apiRequest<MailTransportView>('/admin/mail/transport', {
    fallback: SETUP_FALLBACKS.mailbox,
    signal,
  });
}

/** How mail goes out: without SMTP the dashboard offers the shop's sandbox mailbox. */
export function useMailTransport() {
  return useQuery({ queryKey: mailKeys.transport(), queryFn: ({ signal }) => getMailTransport(signal) });
}

/** A fresh signed mailbox link at the moment of opening (the links expire after some hours). */
export function useMailboxLink() {
  return useMutation({ mutationFn: () => getMailTransport() });
}

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
