import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { Role } from '@bestelklaar/domain';
import { registerOwner, tokenClaims, type TestApp } from './test-app';

/** The team tests' shared pieces: sessions as headers, invitations accepted, and the tables read whole. */
export type Owner = Awaited<ReturnType<typeof registerOwner>>;

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The link's token of the newest invitation mail to `email` (queued in the outbox), of `shopId`'s when given. */
export async function invitationToken(db: DataSource, email: string, shopId?: string): Promise<string> {
  const [mail] = await db.query(
    `SELECT text FROM outgoing_mails
     WHERE recipient = $1 AND kind = 'team-invitation' AND ($2::uuid IS NULL OR account_id = $2)
     ORDER BY created_at DESC, id DESC LIMIT 1`,
    [email, shopId ?? null],
  );
  return /\/uitnodiging\?token=([A-Za-z0-9_-]{43})/.exec(mail.text as string)![1]!;
}

/** A new person invited into `owner`'s shop with `role` who accepted: their id and a session there. */
export async function joinAsNewPerson(t: TestApp, db: DataSource, owner: Owner, role: Role) {
  const email = `lid-${randomUUID().slice(0, 8)}@voorbeeld.be`;
  await t.http.post('/api/admin/team/invitations').set(owner.auth).send({ email, role }).expect(201);
  const token = await invitationToken(db, email, owner.id);
  const accepted = await t.http
    .post('/api/admin/auth/invitations/accept')
    .send({ token, name: `Lid ${role}`, password: 'geheim123' })
    .expect(200);
  const session: string = accepted.body.token;
  return { userId: tokenClaims(session).sub as string, email, auth: bearer(session) };
}

/**
 * `person` (who has an account already) invited into `owner`'s shop with `role`, accepting with
 * their own password: the answer's session is for `owner`'s shop.
 */
export async function joinAsExistingPerson(
  t: TestApp,
  db: DataSource,
  owner: Owner,
  person: { email: string; password: string },
  role: Role,
) {
  await t.http
    .post('/api/admin/team/invitations')
    .set(owner.auth)
    .send({ email: person.email, role })
    .expect(201);
  const accepted = await t.http
    .post('/api/admin/auth/invitations/accept')
    .send({ token: await invitationToken(db, person.email, owner.id), password: person.password })
    .expect(200);
  return bearer(accepted.body.token as string);
}

/** Waits until the outbox has sent every queued mail (they go out in the background), at most 20 s. */
export async function mailsSent(db: DataSource): Promise<void> {
  for (let waited = 0; ; waited += 100) {
    const [{ queued }] = await db.query(
      `SELECT count(*)::int AS queued FROM outgoing_mails WHERE status = 'queued'`,
    );
    if (queued === 0) return;
    if (waited > 20_000) throw new Error(`${queued} mails still queued`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Every table's rows, as one fingerprint per table. */
export async function databaseFingerprint(db: DataSource): Promise<Record<string, string>> {
  const tables: { tablename: string }[] = await db.query(
    `SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  const prints: Record<string, string> = {};
  for (const { tablename } of tables) {
    const [{ print }] = await db.query(
      `SELECT md5(coalesce(string_agg(row::text, '|' ORDER BY row::text), '')) AS print FROM "${tablename}" row`,
    );
    prints[tablename] = print;
  }
  return prints;
}

/**
 * Waits until the app has done what it does in the background (the outbox, the events' handlers,
 * which poll every half second): every mail sent and every table as it was a second before.
 */
export async function quietDatabase(db: DataSource): Promise<void> {
  for (let tries = 0; tries < 20; tries++) {
    await mailsSent(db);
    const before = JSON.stringify(await databaseFingerprint(db));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    if (JSON.stringify(await databaseFingerprint(db)) === before) return;
  }
  throw new Error('The database did not fall quiet within 20 tries.');
}

/**
 * One shop's rows in every table, as one fingerprint per table: the tables with the shop's column
 * (`account_id` or `shop_id`) filtered on it, and the tables without one through their reference
 * to such a table (order lines through their order). Tables that reach no shop (users, login
 * pacing) are the person's or the server's, not the shop's, and are left out.
 */
export async function shopFingerprint(db: DataSource, shopId: string): Promise<Record<string, string>> {
  const columns: { table_name: string; column_name: string }[] = await db.query(
    `SELECT table_name, column_name FROM information_schema.columns
     WHERE table_schema = 'public' AND column_name IN ('account_id', 'shop_id')`,
  );
  const tenantColumn = new Map(columns.map((row) => [row.table_name, row.column_name]));
  tenantColumn.set('accounts', 'id');
  const references: { child: string; column: string; parent: string; parent_column: string }[] =
    await db.query(
      `SELECT c.conrelid::regclass::text AS child, a.attname AS column,
            c.confrelid::regclass::text AS parent, pa.attname AS parent_column
     FROM pg_constraint c
     JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
     JOIN pg_attribute pa ON pa.attrelid = c.confrelid AND pa.attnum = c.confkey[1]
     WHERE c.contype = 'f' AND array_length(c.conkey, 1) = 1 AND c.connamespace = 'public'::regnamespace`,
    );
  const tables: { tablename: string }[] = await db.query(
    `SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  const prints: Record<string, string> = {};
  const print = async (name: string, from: string, where: string) => {
    const [{ value }] = await db.query(
      `SELECT md5(coalesce(string_agg(row::text, '|' ORDER BY row::text), '')) AS value FROM ${from} WHERE ${where}`,
      [shopId],
    );
    prints[name] = value;
  };
  for (const { tablename } of tables) {
    const own = tenantColumn.get(tablename);
    if (own) {
      await print(tablename, `"${tablename}" row`, `row."${own}" = $1`);
      continue;
    }
    const through = references.find(
      (reference) => reference.child === tablename && tenantColumn.has(reference.parent),
    );
    if (!through) continue;
    await print(
      tablename,
      `"${tablename}" row JOIN "${through.parent}" parent ON parent."${through.parent_column}" = row."${through.column}"`,
      `parent."${tenantColumn.get(through.parent)}" = $1`,
    );
  }
  return prints;
}
