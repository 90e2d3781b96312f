import { MESSAGES } from '../messages';
import { combine, invalid, readBody, valid, type FieldResult, type Parsed } from '../parsing';

/** A login challenge as the server hands it out: 32 random bytes in base64url. */
const CHALLENGE_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** A code from the app (6 digits) or a recovery code (10 letters and digits, maybe with a dash). */
const CODE_PATTERN = /^(\d{6}|[a-z2-7]{10})$/;
const MAX_CODE_LENGTH = 32;

/** What the server checks: the six digits of the app, or a recovery code, spaces and dashes left out. */
export interface TwoFactorCodeInput {
  code: string;
}

export interface TwoFactorLoginInput {
  challenge: string;
  code: string;
}

export interface TwoFactorRequiredInput {
  required: boolean;
}

/** A code as typed: spaces and dashes are left out, letters lower-cased; any other shape is wrong. */
export function readTwoFactorCode(value: unknown): FieldResult<string> {
  if (typeof value !== 'string' || value.trim() === '') return invalid(MESSAGES.required);
  if (value.length > MAX_CODE_LENGTH) return invalid(MESSAGES.twoFactorWrongCode);
  const code = value.replace(/[\s-]/g, '').toLowerCase();
  return CODE_PATTERN.test(code) ? valid(code) : invalid(MESSAGES.twoFactorWrongCode);
}

/** Whether a read code is one of the app's (else a recovery code). */
export function isAppCode(code: string): boolean {
  return /^\d{6}$/.test(code);
}

export function parseTwoFactorCode(input: unknown): Parsed<TwoFactorCodeInput> {
  const { fields, errors } = readBody(input, ['code']);
  return combine({ code: readTwoFactorCode(fields.code) }, errors);
}

export function parseTwoFactorLogin(input: unknown): Parsed<TwoFactorLoginInput> {
  const { fields, errors } = readBody(input, ['challenge', 'code']);
  return combine(
    {
      challenge:
        typeof fields.challenge === 'string' && CHALLENGE_PATTERN.test(fields.challenge)
          ? valid(fields.challenge)
          : invalid(MESSAGES.twoFactorChallengeExpired),
      code: readTwoFactorCode(fields.code),
    },
    errors,
  );
}

export function parseTwoFactorRequired(input: unknown): Parsed<TwoFactorRequiredInput> {
  const { fields, errors } = readBody(input, ['required']);
  return combine(
    {
      required: typeof fields.required === 'boolean' ? valid(fields.required) : invalid(MESSAGES.wrongType),
    },
    errors,
  );
}
