import { join, resolve } from 'node:path';
import { loadStorageConfig, type StorageConfig } from '../storage/storage-config';

/** Everything the process reads from its environment, typed, with defaults that run on a laptop. */
export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Unset: an embedded Postgres is started in `dataDir/postgres`. */
  databaseUrl: string | undefined;
  embeddedPostgresPort: number;
  dataDir: string;
  jwtSecret: string | undefined;
  corsOrigins: string[];
  logLevel: string;
  frontendDist: string | undefined;
  seedDemo: boolean;
  /** Login failures for one e-mail within the window before further attempts are refused. */
  loginFailureLimit: number;
  loginFailureWindowMs: number;
  /** Requests per minute per client on the public auth routes. */
  authRateLimitPerMinute: number;
  publicBaseUrl: string;
  /** Uploaded images: `dataDir/uploads` by default, an S3-compatible bucket with STORAGE=s3. */
  storage: StorageConfig;
  /** Unset: the offline sandbox payment provider stands in for Stripe. */
  stripe: StripeConfig | undefined;
}

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** Where the SDK sends its requests; only set to reach a local double of Stripe's API. */
  apiHost: string | undefined;
  apiPort: number | undefined;
  apiProtocol: 'http' | 'https' | undefined;
}

const repoRoot = resolve(__dirname, '..', '..', '..');

function int(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number.parseInt(value, 10);
  if (Number.isNaN(parsed)) throw new Error(`Expected a whole number, got "${value}"`);
  return parsed;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const nodeEnv = env.NODE_ENV === 'production' || env.NODE_ENV === 'test' ? env.NODE_ENV : 'development';
  const port = int(env.PORT, 3000);
  const dataDir = resolve(env.DATA_DIR ?? join(repoRoot, '.data'));
  const frontendDist = env.FRONTEND_DIST ?? join(repoRoot, 'frontend', 'dist');
  return {
    env: nodeEnv,
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    embeddedPostgresPort: int(env.EMBEDDED_POSTGRES_PORT, 54329),
    dataDir,
    jwtSecret: env.JWT_SECRET || undefined,
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'warn' : 'info'),
    frontendDist: frontendDist === 'none' ? undefined : frontendDist,
    seedDemo: (env.SEED_DEMO ?? 'true') !== 'false',
    loginFailureLimit: int(env.LOGIN_FAILURE_LIMIT, 10),
    loginFailureWindowMs: int(env.LOGIN_FAILURE_WINDOW_MS, 15 * 60 * 1000),
    authRateLimitPerMinute: int(env.AUTH_RATE_LIMIT_PER_MINUTE, 120),
    publicBaseUrl: (env.PUBLIC_BASE_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    storage: loadStorageConfig(env),
    stripe: env.STRIPE_SECRET_KEY
      ? {
          secretKey: env.STRIPE_SECRET_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? '',
          apiHost: env.STRIPE_API_HOST || undefined,
          apiPort: env.STRIPE_API_PORT ? int(env.STRIPE_API_PORT, 443) : undefined,
          apiProtocol:
            env.STRIPE_API_PROTOCOL === 'http'
              ? 'http'
              : env.STRIPE_API_PROTOCOL === 'https'
                ? 'https'
                : undefined,
        }
      : undefined,
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
