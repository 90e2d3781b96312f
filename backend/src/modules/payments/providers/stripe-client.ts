import Stripe from 'stripe';
import type { StripeConfig } from '../../../config/app-config';

export const STRIPE_CLIENT = Symbol('STRIPE_CLIENT');

/**
 * A customer waits on Stripe at most 10 s: two tries of 4.5 s with the SDK's half-second pause
 * between them (the idempotency key makes the second try safe). Fetch's timeout covers the whole
 * request, where Node's http client only notices a socket that goes quiet, not one that trickles.
 */
const STRIPE_REQUEST_TIMEOUT_MS = 4_500;
const STRIPE_NETWORK_RETRIES = 1;

/** The real SDK; host, port and protocol only differ to reach a local double in tests. */
export function createStripeClient(config: StripeConfig): Stripe {
  return new Stripe(config.secretKey, {
    maxNetworkRetries: STRIPE_NETWORK_RETRIES,
    timeout: STRIPE_REQUEST_TIMEOUT_MS,
    httpClient: Stripe.createFetchHttpClient(),
    ...(config.apiHost ? { host: config.apiHost } : {}),
    ...(config.apiPort ? { port: config.apiPort } : {}),
    ...(config.apiProtocol ? { protocol: config.apiProtocol } : {}),
  });
}
