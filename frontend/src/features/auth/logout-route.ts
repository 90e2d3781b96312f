import { redirect } from 'react-router';
import { queryClient } from '../../api/query-client';
import { clearSession, getToken } from '../../lib/session';
import { revokeSession } from './auth-api';

/** /logout: revokes the token, forgets it and every cached answer, and goes home. */
async function logout() {
  if (getToken()) await revokeSession();
  clearSession();
  queryClient.clear();
  return redirect('/');
}

export const loader = logout;
export const action = logout;
