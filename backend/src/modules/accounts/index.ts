/**
 * The accounts' door for what the team builds on: opening a session for a person in a shop
 * (`AuthService.sessionFor`, `afterPassword`, `sessionAnswer`, the session's origin) and hashing or checking a password as sign-up and login do.
 * AccountsModule and AccountsService are the rest.
 */
export { AuthService } from './auth.service';
export { PasswordHasher } from './password-hasher';
export type { LoginOutcome } from './auth.service';
export { SessionOriginOf, type SessionOrigin } from './sessions';
