import type { PushSubscriptionInput } from '@bestelklaar/domain';
import { apiRequest } from '../../../api/client';

export const PUSH_FALLBACKS = {
  on: 'Meldingen aanzetten is niet gelukt. Probeer het opnieuw.',
  off: 'Meldingen uitzetten is niet gelukt. Probeer het opnieuw.',
} as const;

/** The server's VAPID public key, which this browser subscribes with. */
export async function pushPublicKey(): Promise<string> {
  return (await apiRequest<{ publicKey: string }>('/admin/push/public-key', { fallback: PUSH_FALLBACKS.on }))
    .publicKey;
}

/** The device's subscription, for the person and shop of the session. */
export function saveSubscription(subscription: PushSubscriptionJSON): Promise<unknown> {
  return apiRequest<unknown>('/admin/push/subscriptions', {
    method: 'POST',
    body: subscription as PushSubscriptionInput,
    fallback: PUSH_FALLBACKS.on,
  });
}

export function forgetSubscription(endpoint: string): Promise<void> {
  return apiRequest<void>('/admin/push/subscriptions', {
    method: 'DELETE',
    body: { endpoint },
    fallback: PUSH_FALLBACKS.off,
  });
}
