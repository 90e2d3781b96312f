import { createECDH } from 'node:crypto';
import { isIP } from 'node:net';
import { PUSH_MESSAGES, type PushSubscriptionInput } from '@bestelklaar/domain';
import type { FieldErrors } from '@bestelklaar/domain';

/**
 * What the domain's parse cannot check of a subscription: the server itself POSTs to its endpoint,
 * so outside tests an address on this machine or its network (an IP literal, `localhost`, a local
 * name) is refused — push services have public names; and the device's key must be a point on
 * P-256, or every message to it would fail to encrypt.
 */
export function subscriptionProblems(
  subscription: PushSubscriptionInput,
  { allowLocalHosts }: { allowLocalHosts: boolean },
): FieldErrors {
  const problems: FieldErrors = {};
  const host = new URL(subscription.endpoint).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const local =
    isIP(host) !== 0 ||
    host === 'localhost' ||
    !host.includes('.') ||
    /\.(localhost|local|internal)$/.test(host);
  if (local && !allowLocalHosts) problems.endpoint = PUSH_MESSAGES.endpoint;
  try {
    const probe = createECDH('prime256v1');
    probe.generateKeys();
    probe.computeSecret(Buffer.from(subscription.keys.p256dh, 'base64url'));
  } catch {
    problems['keys.p256dh'] = PUSH_MESSAGES.p256dh;
  }
  return problems;
}
