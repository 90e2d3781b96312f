import Stripe from 'stripe';
import type { StripeConfig } from '../../../config/app-config';

export const STRIPE_CLIENT = Symbol('STRIPE_CLIENT');

/** The real SDK; host, port and protocol only differ to reach a local double in tests. */
export function createStripeClient(config: StripeConfig): Stripe {
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(config.apiHost ? { host: config.apiHost } : {}),
    ...(config.apiPort ? { port: config.apiPort } : {}),
    ...(config.apiProtocol ? { protocol: config.apiProtocol } : {}),
  });
}
