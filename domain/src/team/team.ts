import { readNewPassword } from '../auth-input';
import { MESSAGES } from '../messages';
import { combine, invalid, readBody, valid, type FieldResult, type Parsed } from '../parsing';
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
} from '../validation';
import { parseRole, ROLES, type Role } from './roles';

/** How long an invitation's link works (issue 'team': 7 days, once). */
export const INVITATION_VALID_DAYS = 7;

/** One member of the shop as the team screen lists them. */
export interface TeamMemberView {
  userId: string;
  name: string;
  email: string;
  role: Role;
  /** The person's last login with a password (any shop), as far as the login log keeps it; null if none known. */
  lastLoginAt: string | null;
  twoFactor: boolean;
}

/** An invitation not accepted nor revoked (expired ones too, so 'Opnieuw sturen' can renew them). */
export interface PendingInvitationView {
  invitationId: string;
  email: string;
  role: Role;
  expiresAt: string;
}

/** `GET /api/admin/team`. */
export interface TeamView {
  members: TeamMemberView[];
  invitations: PendingInvitationView[];
}

export interface InvitationInput {
  email: string;
  role: Role;
}

export interface RoleChange {
  role: Role;
}

/**
 * Accepting an invitation: a new person gives their name and a password (the registration's rules);
 * a person who already has an account gives their password, and no name.
 */
export interface InvitationAcceptance {
  token: string;
  name?: string;
  password?: string;
}

/** An invitation's token: 32 random bytes in base64url, exactly as the mail carries it. */
const INVITATION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const roleMessage = `Kies een rol: ${ROLES.join(', ')}.`;

function readRole(value: unknown): FieldResult<Role> {
  if (value === undefined || value === null || value === '') return invalid(MESSAGES.required);
  const role = parseRole(value);
  return role ? valid(role) : invalid(roleMessage);
}

/** 'Uitnodigen': a valid e-mail address (normalised as at registration) and one of the roles. */
export function parseInvitation(input: unknown): Parsed<InvitationInput> {
  const { fields, errors } = readBody(input, ['email', 'role']);
  return combine(
    {
      email: readEmail(
        fields.email,
        MESSAGES.required,
        required,
        email,
        maxLength(MAX_LENGTH.email, MESSAGES.email),
      ),
      role: readRole(fields.role),
    },
    errors,
  );
}

export function parseRoleChange(input: unknown): Parsed<RoleChange> {
  const { fields, errors } = readBody(input, ['role']);
  return combine({ role: readRole(fields.role) }, errors);
}

/**
 * The link's token (a malformed one is simply unknown), and the optional name and password; which
 * of them is required depends on whether the invited address has an account, so the server checks.
 */
export function parseInvitationAcceptance(input: unknown): Parsed<InvitationAcceptance> {
  const { fields, errors } = readBody(input, ['token', 'name', 'password']);
  const absent = (value: unknown) => value === undefined || value === null;
  const parsed = combine(
    {
      token:
        typeof fields.token === 'string' && INVITATION_TOKEN_PATTERN.test(fields.token)
          ? valid(fields.token)
          : invalid(MESSAGES.invitationUnknown),
      name: absent(fields.name)
        ? valid(undefined)
        : readRequiredText(fields.name, singleLine, minLength(MIN_LENGTH.name), maxLength(MAX_LENGTH.name)),
      password: absent(fields.password)
        ? valid(undefined)
        : readPassword(fields.password, maxLength(MAX_LENGTH.password, MESSAGES.invalidCredentials)),
    },
    errors,
  );
  if (!parsed.ok) return parsed;
  const { token, name, password } = parsed.value;
  return valid({
    token,
    ...(name !== undefined && { name }),
    ...(password !== undefined && { password }),
  });
}

/**
 * What accepting asks of whom: a new person a name and a password by the registration's rules; a
 * person who has an account their password (a name sent along is not theirs to change here).
 */
export function acceptanceCredentials(
  acceptance: InvitationAcceptance,
  hasAccount: boolean,
): Parsed<{ name?: string; password: string }> {
  if (hasAccount)
    return acceptance.password === undefined
      ? { ok: false, errors: { password: MESSAGES.required } }
      : valid({ password: acceptance.password });
  return combine({
    name: acceptance.name === undefined ? invalid(MESSAGES.required) : valid(acceptance.name),
    password: readNewPassword(acceptance.password),
  });
}
