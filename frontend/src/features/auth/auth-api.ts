import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';

export interface Credentials {
  email: string;
  password: string;
}

export interface Registration extends Credentials {
  name: string;
}

export function useLogin() {
  return useMutation({
    mutationFn: (credentials: Credentials) =>
      apiRequest<{ token: string }>('/admin/auth/login', {
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
