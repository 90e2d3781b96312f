import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './app-config';
import { deriveSecrets, resolveSecrets, UnsafeSecret } from './secrets';

const config = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'secrets-')), ...env });

describe('secrets', () => {
  it('refuses to start in production with a known or short secret', () => {
    for (const JWT_SECRET of ['change-me-in-production', 'kort-geheim'])
      expect(() => resolveSecrets(config({ NODE_ENV: 'production', JWT_SECRET }))).toThrow(UnsafeSecret);
  });

  it('accepts a long random secret in production, and anything while developing', () => {
    const long = 'v3ry-l0ng-and-rand0m-s3cret-f0r-pr0duction-use';
    expect(resolveSecrets(config({ NODE_ENV: 'production', JWT_SECRET: long }))).toEqual(deriveSecrets(long));
    expect(() => resolveSecrets(config({ JWT_SECRET: 'kort' }))).not.toThrow();
  });

  it('generates one secret on first start and keeps it in the data folder', () => {
    const settings = config({ NODE_ENV: 'production' });
    const first = resolveSecrets(settings);
    const stored = readFileSync(join(settings.dataDir, 'jwt-secret'), 'utf8');
    expect(stored.length).toBeGreaterThanOrEqual(48);
    expect(resolveSecrets(settings)).toEqual(first);
  });

  it('derives a different key for every purpose', () => {
    const keys = Object.values(deriveSecrets('een-geheim-van-minstens-tweeendertig-tekens'));
    expect(new Set(keys).size).toBe(keys.length);
  });
});
