import { StartupFailure } from './startup-failure';

/** argon2id's cost for new hashes; a stored hash carries its own cost, so verifying needs none. */
export interface PasswordHashCost {
  memoryCostKiB: number;
  timeCost: number;
  parallelism: number;
}

/** argon2's defaults (64 MiB, 3 passes, 4 lanes), which OWASP accepts: every real deployment's cost. */
export const STANDARD_PASSWORD_HASH_COST: PasswordHashCost = {
  memoryCostKiB: 65_536,
  timeCost: 3,
  parallelism: 4,
};

/** For test runs only: a test run signs up hundreds of owners, and it tests the flows, not argon2's strength. */
export const FAST_PASSWORD_HASH_COST: PasswordHashCost = {
  memoryCostKiB: 1_024,
  timeCost: 1,
  parallelism: 1,
};

/** PASSWORD_HASH_PROFILE: `standard` (default) or `fast`, which a production start refuses. */
export function readPasswordHashCost(value: string | undefined, nodeEnv: string): PasswordHashCost {
  const profile = value?.trim() || 'standard';
  if (profile === 'standard') return STANDARD_PASSWORD_HASH_COST;
  if (profile !== 'fast')
    throw new StartupFailure(`PASSWORD_HASH_PROFILE moet standard of fast zijn, niet "${value}".`);
  if (nodeEnv === 'production')
    throw new StartupFailure('PASSWORD_HASH_PROFILE=fast is alleen voor tests; laat het weg in productie.');
  return FAST_PASSWORD_HASH_COST;
}
