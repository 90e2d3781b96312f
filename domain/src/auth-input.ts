import { MESSAGES } from './messages';
import { combine, invalid, readBody, valid, type FieldResult, type Parsed } from './parsing';
import {
  email,
  MAX_LENGTH,
  maxLength,
  MIN_LENGTH,
  minLength,
  readEmail,
  readPassword,
  readRequiredText,
  required,
  singleLine,
} from './validation';

/** A new owner's account: the name trimmed, the e-mail normalised, the password as typed. */
export interface SignupInput {
  name: string;
  email: string;
  password: string;
}

export interface LoginInput {
  email: string;
  password: string;
}

/** The registration form: name of 2 characters or more, a valid e-mail, a password of 6 or more. */
export function parseSignup(input: unknown): Parsed<SignupInput> {
  const { fields, errors } = readBody(input, ['name', 'email', 'password']);
  return combine(
    {
      name: readRequiredText(fields.name, singleLine, minLength(MIN_LENGTH.name), maxLength(MAX_LENGTH.name)),
      email: readEmail(
        fields.email,
        MESSAGES.required,
        required,
        email,
        maxLength(MAX_LENGTH.email, MESSAGES.email),
      ),
      password: readNewPassword(fields.password),
    },
    errors,
  );
}

/** Both fields are required; anything too long to be real fails like wrong credentials. */
export function parseLogin(input: unknown): Parsed<LoginInput> {
  const { fields, errors } = readBody(input, ['email', 'password']);
  return combine(
    {
      email: readEmail(
        fields.email,
        MESSAGES.required,
        required,
        maxLength(MAX_LENGTH.email, MESSAGES.invalidCredentials),
      ),
      password: readPassword(fields.password, maxLength(MAX_LENGTH.password, MESSAGES.invalidCredentials)),
    },
    errors,
  );
}

/** The password reset's Dutch texts: one answer whatever the address, one refusal whatever the link's fault. */
export const PASSWORD_RESET_MESSAGES = {
  requested:
    'Als er een account bestaat met dit e-mailadres, ontvang je binnen enkele minuten een e-mail met een link om een nieuw wachtwoord in te stellen.',
  invalidLink: 'Deze link is ongeldig, verlopen of al gebruikt. Vraag een nieuwe link aan.',
  changed: 'Je wachtwoord is gewijzigd. Log in met je nieuwe wachtwoord.',
} as const;

/** A reset link's token: 32 random bytes in base64url, exactly as the mail carries it. */
const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface PasswordResetRequest {
  email: string;
}

export interface PasswordResetConfirmation {
  token: string;
  password: string;
}

/** 'Wachtwoord vergeten?': a valid e-mail address, normalised as at registration. */
export function parsePasswordResetRequest(input: unknown): Parsed<PasswordResetRequest> {
  const { fields, errors } = readBody(input, ['email']);
  return combine(
    {
      email: readEmail(
        fields.email,
        MESSAGES.required,
        required,
        email,
        maxLength(MAX_LENGTH.email, MESSAGES.email),
      ),
    },
    errors,
  );
}

/** The new password, by the registration's rule, and the link's token (any malformed one is simply invalid). */
export function parsePasswordResetConfirmation(input: unknown): Parsed<PasswordResetConfirmation> {
  const { fields, errors } = readBody(input, ['token', 'password']);
  return combine(
    {
      token:
        typeof fields.token === 'string' && RESET_TOKEN_PATTERN.test(fields.token)
          ? valid(fields.token)
          : invalid(PASSWORD_RESET_MESSAGES.invalidLink),
      password: readNewPassword(fields.password),
    },
    errors,
  );
}

/** A password as registration takes it: 6 characters or more, 200 at most. */
export function readNewPassword(value: unknown): FieldResult<string> {
  return readPassword(value, minLength(MIN_LENGTH.password), maxLength(MAX_LENGTH.password));
}
