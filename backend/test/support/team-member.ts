import { randomUUID } from 'node:crypto';
import type { Role } from '@bestelklaar/domain';
import { withDatabase } from './shop-setup';
import { tokenClaims, type registerOwner, type TestApp } from './test-app';

/** A new person invited into `owner`'s shop with `role` who accepted the invitation: their id and session there. */
export async function joinTeam(t: TestApp, owner: Awaited<ReturnType<typeof registerOwner>>, role: Role) {
  const email = `lid-${randomUUID().slice(0, 8)}@voorbeeld.be`;
  await t.http.post('/api/admin/team/invitations').set(owner.auth).send({ email, role }).expect(201);
  // The invitation's link, from its mail in the outbox.
  const text: string = await withDatabase(
    t,
    async (db) =>
      (
        await db.query(
          `SELECT text FROM outgoing_mails WHERE recipient = $1 AND kind = 'team-invitation'
           ORDER BY created_at DESC, id DESC LIMIT 1`,
          [email],
        )
      ).rows[0].text,
  );
  const token = /\/uitnodiging\?token=([A-Za-z0-9_-]{43})/.exec(text)![1]!;
  const accepted = await t.http
    .post('/api/admin/auth/invitations/accept')
    .send({ token, name: `Lid ${role}`, password: 'geheim123' })
    .expect(200);
  const session: string = accepted.body.token;
  return { userId: tokenClaims(session).sub as string, email, auth: { Authorization: `Bearer ${session}` } };
}
