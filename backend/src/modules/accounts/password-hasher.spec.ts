import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/app-config';
import { PasswordHasher } from './password-hasher';

const hasherFor = (env: NodeJS.ProcessEnv) =>
  new PasswordHasher(loadConfig({ DATA_DIR: '/nonexistent', ...env }));

describe('password hashing cost', () => {
  it('hashes with argon2id at 64 MiB, 3 passes and 4 lanes unless told otherwise, in production too', async () => {
    for (const NODE_ENV of ['production', 'development', 'test']) {
      const hash = await hasherFor({ NODE_ENV }).hash('geheim123', 'spec');
      expect(hash).toMatch(/^\$argon2id\$v=19\$m=65536,p=4,t=3\$/);
    }
  });

  it('hashes cheaply with PASSWORD_HASH_PROFILE=fast, and any hash still verifies whatever the current cost', async () => {
    const fast = hasherFor({ NODE_ENV: 'test', PASSWORD_HASH_PROFILE: 'fast' });
    const standard = hasherFor({ NODE_ENV: 'test' });
    const cheap = await fast.hash('geheim123', 'spec');
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=1024,p=1,t=1\$/);
    expect(await standard.verify(cheap, 'geheim123', 'spec')).toBe(true);
    expect(await fast.verify(await standard.hash('geheim123', 'spec'), 'geheim123', 'spec')).toBe(true);
    expect(await fast.verify(cheap, 'geheim124', 'spec')).toBe(false);
    expect(await fast.verify(undefined, 'geheim123', 'spec')).toBe(false);
  });

  it('refuses the fast profile in production, and an unknown profile anywhere, in Dutch', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PASSWORD_HASH_PROFILE: 'fast' })).toThrow(
      'PASSWORD_HASH_PROFILE=fast is alleen voor tests; laat het weg in productie.',
    );
    expect(() => loadConfig({ PASSWORD_HASH_PROFILE: 'snel' })).toThrow(
      'PASSWORD_HASH_PROFILE moet standard of fast zijn, niet "snel".',
    );
  });
});
