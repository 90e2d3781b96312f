import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { hkdfSync, randomBytes } from 'node:crypto';
import type { AppConfig } from './app-config';
import { StartupFailure } from './startup-failure';

/** One key per purpose, so a signature made for one can never pass for another. */
export interface Secrets {
  /** Owners' session tokens (JWT, HS256). */
  sessionTokens: string;
  /** The sandbox payment provider's signed links. */
  sandboxLinks: string;
  /** The sandbox payment provider's signed webhook events. */
  sandboxWebhooks: string;
  /** The secret of each order's page link in the customer's mails (derived from the order's id). */
  orderLinks: string;
  /** The key people's TOTP secrets are encrypted with at rest (AES-256-GCM). */
  twoFactorSecrets: string;
  /** The key recovery codes are hashed with (HMAC-SHA256), so a copy of the table alone cannot test guesses. */
  recoveryCodes: string;
  /** The key webhook endpoints' signing secrets are sealed with at rest (AES-256-GCM). */
  webhookSecrets: string;
}

export const SECRETS = Symbol('SECRETS');

/** Too short to resist guessing, or published somewhere (example files, tutorials). */
const MIN_SECRET_LENGTH = 32;
const KNOWN_SECRETS = new Set(['change-me-in-production', 'changeme', 'secret', 'jwt-secret', 'bestelklaar']);

export class UnsafeSecret extends StartupFailure {}

/**
 * The configured secret (JWT_SECRET), or one generated once and kept in the data folder, so
 * sessions survive a restart of a machine without configuration. In production a known or short
 * configured secret stops the start: anyone could forge an owner's token with it.
 */
export function resolveSecrets(config: AppConfig): Secrets {
  return deriveSecrets(masterSecret(config));
}

export function deriveSecrets(master: string): Secrets {
  const derive = (purpose: string) =>
    Buffer.from(hkdfSync('sha256', master, 'bestelklaar', purpose, 32)).toString('base64url');
  return {
    sessionTokens: derive('session-tokens'),
    sandboxLinks: derive('sandbox-links'),
    sandboxWebhooks: derive('sandbox-webhooks'),
    orderLinks: derive('order-links'),
    twoFactorSecrets: derive('two-factor-secrets'),
    recoveryCodes: derive('recovery-codes'),
    webhookSecrets: derive('webhook-secrets'),
  };
}

function masterSecret(config: AppConfig): string {
  if (config.jwtSecret) {
    const unsafe =
      config.jwtSecret.length < MIN_SECRET_LENGTH || KNOWN_SECRETS.has(config.jwtSecret.toLowerCase());
    if (unsafe && config.env === 'production')
      throw new UnsafeSecret(
        `JWT_SECRET is te kort of een bekend voorbeeld; zet minstens ${MIN_SECRET_LENGTH} willekeurige tekens (bv. openssl rand -base64 48) of laat het leeg, dan wordt er een gemaakt in de datamap.`,
      );
    return config.jwtSecret;
  }
  const file = join(config.dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
