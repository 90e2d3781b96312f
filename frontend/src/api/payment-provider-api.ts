import { useEffect, useState } from 'react';
import type { PaymentProviderView } from '@bestelklaar/domain';
import { apiRequest } from './client';

/** Public: the shop's visitors ask it too, without a session. */
export function getPaymentProvider(signal?: AbortSignal): Promise<PaymentProviderView> {
  return apiRequest<PaymentProviderView>('/payments/provider', {
    signal,
    auth: false,
    fallback: 'De betaalprovider kon niet worden opgevraagd.',
  });
}

/** A deployment's provider does not change while it runs, so it is asked once per visit. */
let providerAnswer: Promise<PaymentProviderView> | undefined;
let knownProvider: PaymentProviderView | undefined;

function askProviderOnce(): Promise<PaymentProviderView> {
  if (providerAnswer) return providerAnswer;
  const answer = getPaymentProvider().then(
    (view) => {
      if (providerAnswer === answer) knownProvider = view;
      return view;
    },
    (error: unknown) => {
      // Not known: the next page that needs it asks again.
      if (providerAnswer === answer) providerAnswer = undefined;
      throw error;
    },
  );
  providerAnswer = answer;
  return answer;
}

/** Forgets the answer (between tests, each of which may have its own provider). */
export function forgetPaymentProvider() {
  providerAnswer = undefined;
  knownProvider = undefined;
}

/**
 * True only once the server has said the sandbox takes the payments; unknown counts as not. Without
 * the query library: a shop's page shows this on its first load, which does not load that library.
 */
export function useTestPayments(): boolean {
  const [provider, setProvider] = useState(knownProvider);
  useEffect(() => {
    let shown = true;
    askProviderOnce().then(
      (view) => shown && setProvider(view),
      () => undefined,
    );
    return () => {
      shown = false;
    };
  }, []);
  return provider?.provider === 'sandbox';
}
