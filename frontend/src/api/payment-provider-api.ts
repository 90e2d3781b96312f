import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentProviderView } from '@bestelklaar/domain';
import { apiRequest } from './client';

export const paymentProviderKeys = {
  all: ['payments', 'provider'] as const,
  current: () => [...paymentProviderKeys.all, 'current'] as const,
};

/** Public: the shop's visitors ask it too, without a session. */
export function getPaymentProvider(signal?: AbortSignal): Promise<PaymentProviderView> {
  return apiRequest<PaymentProviderView>('/payments/provider', {
    signal,
    auth: false,
    fallback: 'De betaalprovider kon niet worden opgevraagd.',
  });
}

/** A deployment's provider does not change while it runs, so it is asked once per visit. */
export const paymentProviderQuery = () =>
  queryOptions({
    queryKey: paymentProviderKeys.current(),
    queryFn: ({ signal }) => getPaymentProvider(signal),
    staleTime: Infinity,
  });

export function usePaymentProvider() {
  return useQuery(paymentProviderQuery());
}

/** True only once the server has said the sandbox takes the payments; unknown counts as not. */
export function useTestPayments(): boolean {
  return usePaymentProvider().data?.provider === 'sandbox';
}
