import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { isAppCode, parseTwoFactorCode, parseTwoFactorLogin, parseTwoFactorRequired } from './two-factor';

describe('reading a second-step code', () => {
  it('takes six digits or a recovery code as typed, and nothing else', () => {
    expect(parseTwoFactorCode({ code: ' 123 456 ' })).toEqual({ ok: true, value: { code: '123456' } });
    expect(parseTwoFactorCode({ code: 'ABCDE-FGH23' })).toEqual({ ok: true, value: { code: 'abcdefgh23' } });
    expect(isAppCode('123456')).toBe(true);
    expect(isAppCode('abcdefgh23')).toBe(false);
    for (const code of ['12345', '1234567', 'abcde-fgh1', 'x'.repeat(40), 123456])
      expect(parseTwoFactorCode({ code })).toMatchObject({ ok: false });
    expect(parseTwoFactorCode({})).toEqual({ ok: false, errors: { code: MESSAGES.required } });
    expect(parseTwoFactorCode({ code: '123456', extra: 1 })).toMatchObject({
      ok: false,
      errors: { extra: MESSAGES.unknownField('extra') },
    });
  });

  it('refuses a challenge of another shape as expired, and a requirement that is no yes or no', () => {
    expect(parseTwoFactorLogin({ challenge: 'kort', code: '123456' })).toEqual({
      ok: false,
      errors: { challenge: MESSAGES.twoFactorChallengeExpired },
    });
    expect(parseTwoFactorLogin({ challenge: 'a'.repeat(43), code: '123456' })).toMatchObject({ ok: true });
    expect(parseTwoFactorRequired({ required: true })).toEqual({ ok: true, value: { required: true } });
    expect(parseTwoFactorRequired({ required: 'true' })).toMatchObject({ ok: false });
  });
});
