import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateVAPIDKeys } from 'web-push';
import { loadConfig } from './app-config';
import { StartupFailure } from './startup-failure';
import { resolveVapidKeys } from './vapid-keys';

const config = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'vapid-')), ...env });

describe('VAPID keys', () => {
  it('generates a pair once into the data folder, readable by the server only, and keeps it', () => {
    const settings = config({ MAIL_FROM: 'Bestelklaar <hallo@bestelklaar.be>' });
    const first = resolveVapidKeys(settings);
    const file = join(settings.dataDir, 'vapid-keys.json');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      publicKey: first.publicKey,
      privateKey: first.privateKey,
    });
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(resolveVapidKeys(settings)).toEqual(first);
    expect(first.subject).toBe('mailto:hallo@bestelklaar.be');
  });

  it('takes a configured pair and subject, and refuses half a pair, a malformed key or subject', () => {
    const pair = generateVAPIDKeys();
    const configured = config({
      VAPID_PUBLIC_KEY: pair.publicKey,
      VAPID_PRIVATE_KEY: pair.privateKey,
      VAPID_SUBJECT: 'https://bestelklaar.be/contact',
    });
    expect(resolveVapidKeys(configured)).toEqual({ ...pair, subject: 'https://bestelklaar.be/contact' });
    expect(() => resolveVapidKeys(config({ VAPID_PUBLIC_KEY: pair.publicKey }))).toThrow(StartupFailure);
    expect(() =>
      resolveVapidKeys(config({ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: 'geheim' })),
    ).toThrow(StartupFailure);
    expect(() => config({ VAPID_SUBJECT: 'bestelklaar.be' })).toThrow(StartupFailure);
  });

  it('stops the start on an unreadable key file instead of silently making new keys', () => {
    const settings = config({});
    for (const broken of ['{"publicKey": "kapot"}', 'geen json', 'null']) {
      writeFileSync(join(settings.dataDir, 'vapid-keys.json'), broken);
      expect(() => resolveVapidKeys(settings), broken).toThrow(StartupFailure);
    }
  });
});
