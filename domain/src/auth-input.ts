import { MESSAGES } from './messages';
import { combine, readBody, type Parsed } from './parsing';
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
      name: readRequiredText(fields.name, minLength(MIN_LENGTH.name), maxLength(MAX_LENGTH.name)),
      email: readEmail(
        fields.email,
        MESSAGES.required,
        required,
        email,
        maxLength(MAX_LENGTH.email, MESSAGES.email),
      ),
      password: readPassword(fields.password, minLength(MIN_LENGTH.password), maxLength(MAX_LENGTH.password)),
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
