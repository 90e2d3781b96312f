import { join, resolve } from 'node:path';
import { loadStorageConfig, type StorageConfig } from '../storage/storage-config';
import { StartupFailure } from './startup-failure';
import { readPasswordHashCost, type PasswordHashCost } from './password-hash-cost';

/** Everything the process reads from its environment, typed, with defaults that run on a laptop. */
export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Unset: an embedded Postgres is started in `dataDir/postgres`. */
  databaseUrl: string | undefined;
  /**
   * A connection straight to Postgres for what needs a session of its own (the live-updates
   * listener's LISTEN, the migrations' advisory lock), when `databaseUrl` goes through a pooler in
   * transaction mode. Unset: `databaseUrl`.
   */
  databaseDirectUrl: string | undefined;
  /**
   * The live-updates listener notifies itself every `intervalMs`; a probe not back within
   * `timeoutMs` means it hears nothing (logged, reconnected, /api/health degraded).
   */
  liveUpdatesProbe: { intervalMs: number; timeoutMs: number };
  embeddedPostgresPort: number;
  dataDir: string;
  jwtSecret: string | undefined;
  corsOrigins: string[];
  logLevel: string;
  frontendDist: string | undefined;
  seedDemo: boolean;
  /** Login failures for one e-mail from one client within the window before further attempts are refused. */
  loginFailureLimit: number;
  /** The same for one e-mail from all clients together: caps guessing spread over many addresses. */
  loginFailureLimitPerEmail: number;
  /** The same for one client over all e-mails together: caps one address trying many (made-up) e-mails. */
  loginFailureLimitPerClient: number;
  loginFailureWindowMs: number;
  /**
   * Which proxies may tell the client's address (X-Forwarded-For): Express's `trust proxy` value.
   * Default: none, so a client cannot pose as another by sending the header itself.
   */
  trustProxy: boolean | number | string;
  /** Requests per minute per client on the public auth routes. */
  authRateLimitPerMinute: number;
  publicBaseUrl: string;
  /**
   * Other origins that reach this app (`www.` beside the bare domain): their pages redirect to
   * `publicBaseUrl`, and an owner who calls from one comes back there from the payment onboarding.
   */
  publicOriginAliases: string[];
  /** Uploaded images: `dataDir/uploads` by default, an S3-compatible bucket with STORAGE=s3. */
  storage: StorageConfig;
  /** Unset: the offline sandbox payment provider stands in for Stripe. */
  stripe: StripeConfig | undefined;
  /** When expired sessions and old login failures are purged (cron, Brussels time). */
  housekeepingCron: string;
  /** Unpaid orders one e-mail, phone or client may hold at a shop at once. */
  unpaidOrdersPerCustomer: number;
  /** The platform's commission on each order: percent (hundredths allowed, e.g. 2.5) plus a fixed part. */
  platformFee: { percentHundredths: number; fixedCents: number };
  /** Whether a refund gives the platform's commission back in proportion (`refund_application_fee`). */
  platformFeeRefunded: boolean;
  /** Orders a client may place per minute, and a shop may receive per minute. */
  orderRateLimit: { perClientPerMinute: number; perShopPerMinute: number };
  /** Unset: mails land in the sandbox mailbox (`dataDir/mailbox`). */
  smtpUrl: string | undefined;
  /** The From of every mail. */
  mailFrom: string;
  /** A mail that could not be sent is tried again after this many seconds, then after twice as long each time. */
  mailRetryDelaySeconds: number;
  /** argon2id's cost for new password hashes (PASSWORD_HASH_PROFILE); production always the standard. */
  passwordHashCost: PasswordHashCost;
  /** Password hashes running at once (PASSWORD_HASH_CONCURRENCY); the rest wait their turn, per client. */
  passwordHashConcurrency: number;
  /**
   * How often each job worker looks for new jobs (at least 0.5 s; pg-boss's minimum). Test apps
   * look more often, so a test waiting on an event's mail waits milliseconds, not seconds.
   */
  jobs: { pollingIntervalSeconds: number };
  /**
   * What the storefront's answers in memory may hold together (STOREFRONT_CACHE_MB), counted in the
   * real bytes of each shop's JSON, its compressed twins and its rendered page.
   */
  storefrontCacheBytes: number;
  /**
   * Web push's VAPID identity (RFC 8292): both keys from the environment, or neither, and then a
   * pair generated once into `dataDir/vapid-keys.json`; `subject` is the contact push services see.
   */
  vapid: { publicKey: string | undefined; privateKey: string | undefined; subject: string };
  /** Tests only: a certificate (PEM) the push sender trusts besides the system's, for a local push service. */
  pushServiceCertificate: string | undefined;
  /**
   * Webhooks may be sent to loopback, private, link-local and other internal addresses
   * (WEBHOOK_ALLOW_PRIVATE_TARGETS=true): for tests and a self-hosted receiver beside the app. Off,
   * such a target is refused at every delivery, on the address actually connected to.
   */
  webhookAllowPrivateTargets: boolean;
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

function int(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value.trim()))
    throw new StartupFailure(`${name} moet een geheel getal zijn, niet "${value}".`);
  return Number(value.trim());
}

/** A count that must not be 0: nothing would ever run. */
function atLeastOne(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = int(env, name, fallback);
  if (value < 1) throw new StartupFailure(`${name} moet ten minste 1 zijn, niet "${env[name]}".`);
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const nodeEnv = env.NODE_ENV === 'production' || env.NODE_ENV === 'test' ? env.NODE_ENV : 'development';
  const port = int(env, 'PORT', 3000);
  const dataDir = resolve(env.DATA_DIR ?? join(repoRoot, '.data'));
  const frontendDist = env.FRONTEND_DIST ?? join(repoRoot, 'frontend', 'dist');
  const mailRetryDelaySeconds = int(env, 'MAIL_RETRY_DELAY_SECONDS', 30);
  if (env.DATABASE_DIRECT_URL && !env.DATABASE_URL)
    throw new StartupFailure('DATABASE_DIRECT_URL werkt alleen samen met DATABASE_URL.');
  if (mailRetryDelaySeconds < 1) throw new StartupFailure('MAIL_RETRY_DELAY_SECONDS moet minstens 1 zijn.');
  return {
    env: nodeEnv,
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    databaseDirectUrl: env.DATABASE_DIRECT_URL || undefined,
    liveUpdatesProbe: { intervalMs: 30_000, timeoutMs: 10_000 },
    embeddedPostgresPort: int(env, 'EMBEDDED_POSTGRES_PORT', 54329),
    dataDir,
    jwtSecret: env.JWT_SECRET || undefined,
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'warn' : 'info'),
    frontendDist: frontendDist === 'none' ? undefined : frontendDist,
    seedDemo: (env.SEED_DEMO ?? 'true') !== 'false',
    loginFailureLimit: int(env, 'LOGIN_FAILURE_LIMIT', 10),
    loginFailureLimitPerEmail: int(env, 'LOGIN_FAILURE_LIMIT_PER_EMAIL', 50),
    loginFailureLimitPerClient: int(env, 'LOGIN_FAILURE_LIMIT_PER_CLIENT', 15),
    loginFailureWindowMs: int(env, 'LOGIN_FAILURE_WINDOW_MS', 15 * 60 * 1000),
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    authRateLimitPerMinute: int(env, 'AUTH_RATE_LIMIT_PER_MINUTE', 120),
    publicBaseUrl: (env.PUBLIC_BASE_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    // On a laptop the same app answers on 127.0.0.1 as on localhost.
    publicOriginAliases: readOrigins(
      'PUBLIC_ORIGIN_ALIASES',
      env.PUBLIC_ORIGIN_ALIASES ?? (env.PUBLIC_BASE_URL ? '' : `http://127.0.0.1:${port}`),
    ),
    storage: loadStorageConfig(env),
    housekeepingCron: env.HOUSEKEEPING_CRON || '17 3 * * *',
    unpaidOrdersPerCustomer: int(env, 'UNPAID_ORDERS_PER_CUSTOMER', 2),
    platformFee: {
      percentHundredths: percentHundredths(env, 'PLATFORM_FEE_PERCENT', 200),
      fixedCents: int(env, 'PLATFORM_FEE_FIXED_CENTS', 0),
    },
    platformFeeRefunded: (env.PLATFORM_FEE_REFUNDED ?? 'true') !== 'false',
    orderRateLimit: {
      perClientPerMinute: int(env, 'ORDER_RATE_LIMIT_PER_CLIENT', 10),
      perShopPerMinute: int(env, 'ORDER_RATE_LIMIT_PER_SHOP', 300),
    },
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Bestelklaar <bestellingen@bestelklaar.be>',
    mailRetryDelaySeconds,
    passwordHashCost: readPasswordHashCost(env.PASSWORD_HASH_PROFILE, nodeEnv),
    passwordHashConcurrency: atLeastOne(env, 'PASSWORD_HASH_CONCURRENCY', 2),
    jobs: { pollingIntervalSeconds: 2 },
    storefrontCacheBytes: int(env, 'STOREFRONT_CACHE_MB', 512) * 1024 * 1024,
    vapid: {
      publicKey: env.VAPID_PUBLIC_KEY?.trim() || undefined,
      privateKey: env.VAPID_PRIVATE_KEY?.trim() || undefined,
      subject: readVapidSubject(env.VAPID_SUBJECT, env.MAIL_FROM),
    },
    pushServiceCertificate: undefined,
    webhookAllowPrivateTargets: env.WEBHOOK_ALLOW_PRIVATE_TARGETS === 'true',
    stripe: env.STRIPE_SECRET_KEY
      ? {
          secretKey: env.STRIPE_SECRET_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? '',
          apiHost: env.STRIPE_API_HOST || undefined,
          apiPort: env.STRIPE_API_PORT ? int(env, 'STRIPE_API_PORT', 443) : undefined,
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

/** A percentage such as `2` or `2.5` as hundredths of a percent (200, 250), so fees stay integer maths. */
function percentHundredths(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name]?.trim();
  if (value === undefined || value === '') return fallback;
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(value))
    throw new StartupFailure(`${name} moet een percentage zijn zoals 2 of 2.5, niet "${value}".`);
  return Math.round(Number(value) * 100);
}

/** A comma-separated list of origins (scheme, host and port only), each checked at start. */
function readOrigins(name: string, value: string): string[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const url = URL.parse(entry);
      const originOnly = url && url.pathname === '/' && !url.search && !url.hash && !url.username;
      if (!originOnly || !['http:', 'https:'].includes(url.protocol))
        throw new StartupFailure(
          `${name} moet adressen zoals https://www.voorbeeld.be bevatten, niet "${entry}".`,
        );
      return url.origin;
    });
}

/**
 * Who runs this server, for the push services (a `mailto:` or an `https:` address): configured, or
 * the address the mails come from.
 */
function readVapidSubject(value: string | undefined, mailFrom: string | undefined): string {
  if (value?.trim()) {
    const subject = value.trim();
    const url = URL.parse(subject);
    if (!url || !['mailto:', 'https:'].includes(url.protocol))
      throw new StartupFailure(`VAPID_SUBJECT moet een mailto:- of https://-adres zijn, niet "${subject}".`);
    return subject;
  }
  const from = mailFrom || 'bestellingen@bestelklaar.be';
  return `mailto:${/<([^>]+)>/.exec(from)?.[1] ?? from.trim()}`;
}

/** Unset or "false": trust no proxy; a number: that many hops; otherwise addresses, subnets or Express's names. */
function readTrustProxy(value: string | undefined): boolean | number | string {
  if (!value || value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}
