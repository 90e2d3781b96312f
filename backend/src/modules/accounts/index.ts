/**
 * The accounts' door for what the team builds on: opening a session for a person in a shop
 * (`AuthService.sessionFor`) and hashing or checking a password as sign-up and login do.
 * AccountsModule and AccountsService are the rest.
 */
export { AuthService } from './auth.service';
export { PasswordHasher } from './password-hasher';
