import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateVAPIDKeys } from 'web-push';
import type { AppConfig } from './app-config';
import { StartupFailure } from './startup-failure';

/** The server's identity towards push services (RFC 8292): a P-256 key pair in base64url. */
export interface VapidKeys {
  /** 65 bytes, uncompressed: what browsers take as `applicationServerKey`. */
  publicKey: string;
  /** 32 bytes: signs each push's JWT. Never logged, never sent. */
  privateKey: string;
  /** `mailto:` or `https:`: whom a push service contacts about this server's pushes. */
  subject: string;
}

export const VAPID_KEYS = Symbol('VAPID_KEYS');

const PUBLIC_KEY = /^B[A-Za-z0-9_-]{86}$/;
const PRIVATE_KEY = /^[A-Za-z0-9_-]{43}$/;
const KEYS_FILE = 'vapid-keys.json';

/**
 * The configured pair (VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY), or one generated once and kept in
 * the data folder beside the JWT secret, so devices stay subscribed across restarts: a new public
 * key would make every subscription's pushes refused by its push service.
 */
export function resolveVapidKeys(config: AppConfig): VapidKeys {
  const { publicKey, privateKey, subject } = config.vapid;
  if (publicKey || privateKey) {
    if (!publicKey || !privateKey)
      throw new StartupFailure('Zet VAPID_PUBLIC_KEY en VAPID_PRIVATE_KEY samen, of geen van beide.');
    if (!PUBLIC_KEY.test(publicKey) || !PRIVATE_KEY.test(privateKey))
      throw new StartupFailure(
        'VAPID_PUBLIC_KEY en VAPID_PRIVATE_KEY moeten base64url-sleutels zijn (npx web-push generate-vapid-keys).',
      );
    return { publicKey, privateKey, subject };
  }
  return { ...storedPair(config.dataDir), subject };
}

function storedPair(dataDir: string): { publicKey: string; privateKey: string } {
  const file = join(dataDir, KEYS_FILE);
  if (existsSync(file)) {
    const stored = readStored(file);
    if (
      typeof stored.publicKey === 'string' &&
      typeof stored.privateKey === 'string' &&
      PUBLIC_KEY.test(stored.publicKey) &&
      PRIVATE_KEY.test(stored.privateKey)
    )
      return { publicKey: stored.publicKey, privateKey: stored.privateKey };
    throw new StartupFailure(
      `${file} is onleesbaar; zet het terug of verwijder het (toestellen moeten dan opnieuw aanmelden).`,
    );
  }
  mkdirSync(dataDir, { recursive: true });
  const pair = generateVAPIDKeys();
  writeFileSync(file, JSON.stringify(pair), { mode: 0o600 });
  return pair;
}

function readStored(file: string): { publicKey?: unknown; privateKey?: unknown } {
  try {
    const stored: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return typeof stored === 'object' && stored !== null ? stored : {};
  } catch {
    return {};
  }
}
