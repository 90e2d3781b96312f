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

/** Where this browser keeps the last answer. */
const REMEMBERED_KEY = 'paymentProvider';

/**
 * The last answer this browser had: shown while the server is asked again, so the test-mode banner
 * is there from the first paint instead of pushing the page down (under a pointer about to click)
 * when the answer comes.
 */
function rememberedProvider(): PaymentProviderView | undefined {
  try {
    const remembered = localStorage.getItem(REMEMBERED_KEY);
    return remembered === 'sandbox' || remembered === 'stripe' ? { provider: remembered } : undefined;
  } catch {
    return undefined; // storage refused (private mode): the answer alone decides
  }
}

function remember(answer: PaymentProviderView): PaymentProviderView {
  try {
    localStorage.setItem(REMEMBERED_KEY, answer.provider);
  } catch {
    // storage refused: nothing to remember
  }
  return answer;
}

/** A deployment's provider does not change while it runs, so it is asked once per visit. */
export const paymentProviderQuery = () =>
  queryOptions<PaymentProviderView>({
    queryKey: paymentProviderKeys.current(),
    queryFn: async ({ signal }) => remember(await getPaymentProvider(signal)),
    placeholderData: rememberedProvider,
    staleTime: Infinity,
  });

export function usePaymentProvider() {
  return useQuery(paymentProviderQuery());
}

/** True only once the server has said the sandbox takes the payments; unknown counts as not. */
export function useTestPayments(): boolean {
  return usePaymentProvider().data?.provider === 'sandbox';
}
