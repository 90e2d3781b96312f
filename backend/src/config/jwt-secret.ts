import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { AppConfig } from './app-config';

export const JWT_SECRET = Symbol('JWT_SECRET');

/**
 * The configured secret, or one generated once and kept in the data folder,
 * so sessions survive a restart of a machine without configuration.
 */
export function resolveJwtSecret(config: AppConfig): string {
  if (config.jwtSecret) return config.jwtSecret;
  const file = join(config.dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
