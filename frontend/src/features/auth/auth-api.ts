import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';

export interface Credentials {
  email: string;
  password: string;
}

export interface Registration extends Credentials {
  name: string;
}

/**
 * A login's answer: a session (`twoFactorSetupRequired` when the shop asks a second factor the person
 * has not set up yet), or, for a person with a second factor, the challenge its second step answers.
 */
export type LoginAnswer =
  { token: string; twoFactorSetupRequired?: boolean } | { twoFactorRequired: true; challenge: string };

export function useLogin() {
  return useMutation({
    mutationFn: (credentials: Credentials) =>
      apiRequest<LoginAnswer>('/admin/auth/login', {
        method: 'POST',
        body: credentials,
        auth: false,
        fallback: 'Er is iets misgegaan tijdens het inloggen.',
      }),
  });
}

export function useSignup() {
  return useMutation({
    mutationFn: (registration: Registration) =>
      apiRequest<{ _id: string }>('/admin/auth/signup', {
        method: 'POST',
        body: registration,
        auth: false,
        fallback: 'Er is iets misgegaan tijdens het registreren.',
      }),
  });
}

/** Revokes the token on the server; a failure must not keep anyone logged in, so it is ignored. */
export async function revokeSession(): Promise<void> {
  try {
    await apiRequest('/admin/auth/logout', { method: 'POST', fallback: '' });
  } catch {
    // Already expired or unreachable: the local session is cleared either way.
  }
}

/** 'Wachtwoord vergeten?': the server answers alike whether or not the address has an account. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (request: { email: string }) =>
      apiRequest<{ message: string }>('/auth/password-reset/request', {
        method: 'POST',
        body: request,
        auth: false,
        fallback: 'Er is iets misgegaan. Probeer het later opnieuw.',
      }),
  });
}

/** Sets a new password with the link's token; every session the account had ends. */
export function useConfirmPasswordReset() {
  return useMutation({
    mutationFn: (confirmation: { token: string; password: string }) =>
      apiRequest<{ message: string }>('/auth/password-reset/confirm', {
        method: 'POST',
        body: confirmation,
        auth: false,
        fallback: 'Er is iets misgegaan bij het wijzigen van je wachtwoord.',
      }),
  });
}

/** The e-mail address one auth page hands the next in the route's state ('' when none). */
export function emailPassedOn(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('email' in state)) return '';
  return typeof state.email === 'string' ? state.email.trim() : '';
}

/**
 * Accepts a team invitation with the mailed link's token: a new person with a name and a password,
 * a person who has an account with the token alone. Answers a session for the shop that invited.
 */
export function useAcceptInvitation() {
  return useMutation({
    mutationFn: (acceptance: { token: string; name?: string; password?: string }) =>
      apiRequest<{ token: string; twoFactorSetupRequired?: boolean }>('/admin/auth/invitations/accept', {
        method: 'POST',
        body: acceptance,
        auth: false,
        fallback: 'Er is iets misgegaan bij het aanvaarden van de uitnodiging.',
      }),
  });
}

/** The login's second step: the code from the authenticator app, or one of the recovery codes. */
export function useLoginSecondStep() {
  return useMutation({
    mutationFn: (answer: { challenge: string; code: string }) =>
      apiRequest<{ token: string; twoFactorSetupRequired?: boolean }>('/admin/auth/login/two-factor', {
        method: 'POST',
        body: answer,
        auth: false,
        fallback: 'Er is iets misgegaan tijdens het inloggen.',
      }),
  });
}
