import { vi } from 'vitest';

/**
 * A check that holds once the app has heard of a change (the storefront learns of a write by a
 * notification after its commit): retried until it passes, with room for a machine under load.
 */
export const eventually = <T>(check: () => Promise<T>): Promise<T> =>
  vi.waitFor(check, { timeout: 10_000, interval: 20 });
