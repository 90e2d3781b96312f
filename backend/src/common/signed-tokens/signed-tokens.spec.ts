import { describe, expect, it } from 'vitest';
import { signClaims, verifyClaims } from './signed-tokens';

const SECRET = 'een-geheim-van-minstens-tweeendertig-tekens';
const NOW = new Date('2026-11-22T12:00:00Z');

describe('signed tokens', () => {
  it('give back their claims until they expire', () => {
    const token = signClaims(SECRET, 'live-ticket', { accountId: 'a' }, 60_000, NOW);
    expect(verifyClaims(SECRET, 'live-ticket', token, new Date(NOW.getTime() + 59_999))).toMatchObject({
      accountId: 'a',
    });
    expect(verifyClaims(SECRET, 'live-ticket', token, new Date(NOW.getTime() + 60_000))).toBeUndefined();
  });

  it('never pass for another use, another key or with a changed payload', () => {
    const token = signClaims(SECRET, 'live-ticket', { accountId: 'a' }, 60_000, NOW);
    expect(verifyClaims(SECRET, 'mailbox', token, NOW)).toBeUndefined();
    expect(verifyClaims(`${SECRET}!`, 'live-ticket', token, NOW)).toBeUndefined();
    const [, signature] = token.split('.');
    const changed = Buffer.from(
      JSON.stringify({ accountId: 'b', expiresAt: NOW.getTime() + 60_000 }),
    ).toString('base64url');
    expect(verifyClaims(SECRET, 'live-ticket', `${changed}.${signature}`, NOW)).toBeUndefined();
    for (const junk of [undefined, '', '.', 'a.b.c', 'bm9wZQ.x'])
      expect(verifyClaims(SECRET, 'live-ticket', junk, NOW)).toBeUndefined();
  });
});
