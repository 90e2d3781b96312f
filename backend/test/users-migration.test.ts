import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { Users1774300000000 } from '../src/database/migrations/1774300000000-users';
import { databaseBefore } from './support/migration-steps';

const LOGIN_COLUMNS = ['email', 'name', 'password_hash', 'sessions_valid_after'];

const columnsOf = async (db: DataSource, table: string): Promise<string[]> =>
  (
    (await db.query(
      `SELECT column_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1
       ORDER BY column_name`,
      [table],
    )) as { column_name: string }[]
  ).map((row) => row.column_name);

/** An order of the shop, as any code before would have placed it. */
async function insertOrder(db: DataSource, accountId: string): Promise<string> {
  const orderId = randomUUID();
  await db.query(
    `INSERT INTO orders (id, account_id, state, customer_name, customer_phone, customer_email, pickup_date,
       slot_start, slot_end, total_cents, discount_cents, fee_cents, payment_provider, payment_account_id,
       payment_expires_at, created_at, holds_place, paid_at)
     VALUES ($1, $2, 'paid', 'Klant', '+32470123456', 'klant@voorbeeld.be', '2030-06-17', '11:00', '11:30',
       900, 0, 9, 'sandbox', 'acct_test', now(), '2030-06-14T07:00:00Z', true, '2030-06-14T07:01:00Z')`,
    [orderId, accountId],
  );
  return orderId;
}

async function expectRefused(work: Promise<unknown>, code: string): Promise<void> {
  await expect(work).rejects.toMatchObject({ driverError: expect.objectContaining({ code }) });
}

describe('the migration that puts the person apart from the shop', () => {
  it('makes every account a person of the same id and its eigenaar, moves their links, and goes back', async () => {
    const { old, migrateAll } = await databaseBefore(Users1774300000000);
    const [sofie, jan] = [randomUUID(), randomUUID()];
    const resetAt = new Date('2030-06-14T08:00:00Z');
    await old.query(
      `INSERT INTO accounts (id, name, email, password_hash, sessions_valid_after, shop_name, dark_mode, created_at)
       VALUES ($1, 'Sofie Peeters', 'sofie@voorbeeld.be', 'hash-sofie', $3, 'De Smulhoek', true, '2030-01-01'),
              ($2, 'Jan Janssens', 'jan@voorbeeld.be', 'hash-jan', NULL, 'Bij Jan', false, '2030-02-01')`,
      [sofie, jan, resetAt],
    );
    await old.query(
      `INSERT INTO password_reset_tokens (token_hash, account_id, expires_at, created_at)
       VALUES ('link-sofie', $1, '2030-06-14T09:00:00Z', '2030-06-14T08:00:00Z')`,
      [sofie],
    );
    const session = randomUUID();
    await old.query(
      `INSERT INTO live_tickets (ticket, account_id, session_id, expires_at) VALUES ('ticket-jan', $1, $2, now())`,
      [jan, session],
    );
    await old.query(
      `INSERT INTO mailbox_sessions (session_id, account_id, expires_at) VALUES ($1, $2, now())`,
      [session, jan],
    );
    const order = await insertOrder(old, sofie);
    const refund = randomUUID();
    await old.query(
      `INSERT INTO refunds (id, account_id, order_id, amount_cents, lines, reason, cancels_order, status, created_at, by_user)
       VALUES ($1, $2, $3, 450, '[]', 'Koud', false, 'succeeded', '2030-06-17T09:20:00Z', $2)`,
      [refund, sofie, order],
    );
    const accountColumnsBefore = await columnsOf(old, 'accounts');
    await old.destroy();

    const migrated = await migrateAll(Users1774300000000);
    try {
      const accountColumnsAfter = await columnsOf(migrated, 'accounts');
      expect(accountColumnsBefore.filter((column) => !accountColumnsAfter.includes(column))).toEqual(
        LOGIN_COLUMNS,
      );
      expect(accountColumnsAfter.length).toBe(accountColumnsBefore.length - LOGIN_COLUMNS.length);
      expect(accountColumnsAfter).toContain('dark_mode');
      expect(await columnsOf(migrated, 'users')).toEqual([
        'created_at',
        'email',
        'id',
        'name',
        'password_hash',
        'sessions_valid_after',
      ]);

      expect(
        await migrated.query(
          `SELECT id, name, email, password_hash, sessions_valid_after, created_at FROM users ORDER BY created_at`,
        ),
      ).toEqual([
        {
          id: sofie,
          name: 'Sofie Peeters',
          email: 'sofie@voorbeeld.be',
          password_hash: 'hash-sofie',
          sessions_valid_after: resetAt,
          created_at: new Date('2030-01-01T00:00:00Z'),
        },
        {
          id: jan,
          name: 'Jan Janssens',
          email: 'jan@voorbeeld.be',
          password_hash: 'hash-jan',
          sessions_valid_after: null,
          created_at: new Date('2030-02-01T00:00:00Z'),
        },
      ]);
      expect(
        await migrated.query('SELECT user_id, shop_id, role FROM memberships ORDER BY created_at'),
      ).toEqual([
        { user_id: sofie, shop_id: sofie, role: 'eigenaar' },
        { user_id: jan, shop_id: jan, role: 'eigenaar' },
      ]);
      expect(await migrated.query('SELECT token_hash, user_id FROM password_reset_tokens')).toEqual([
        { token_hash: 'link-sofie', user_id: sofie },
      ]);
      expect(await migrated.query('SELECT account_id, user_id FROM live_tickets')).toEqual([
        { account_id: jan, user_id: jan },
      ]);
      expect(await migrated.query('SELECT account_id, user_id FROM mailbox_sessions')).toEqual([
        { account_id: jan, user_id: jan },
      ]);
      expect(await migrated.query('SELECT by_user FROM refunds')).toEqual([{ by_user: sofie }]);
      expect(await migrated.query('SELECT shop_name, dark_mode FROM accounts ORDER BY created_at')).toEqual([
        { shop_name: 'De Smulhoek', dark_mode: true },
        { shop_name: 'Bij Jan', dark_mode: false },
      ]);

      // The rules the tables keep: one person per address in any spelling, the domain's roles only,
      // a refund's member a person.
      await expectRefused(
        migrated.query(
          `INSERT INTO users (name, email, password_hash) VALUES ('Kopie', 'SOFIE@voorbeeld.be', 'x')`,
        ),
        '23505',
      );
      await expectRefused(
        migrated.query(`INSERT INTO memberships (user_id, shop_id, role) VALUES ($1, $2, 'kok')`, [
          sofie,
          jan,
        ]),
        '23514',
      );
      await expectRefused(migrated.query('UPDATE refunds SET by_user = $1', [randomUUID()]), '23503');

      // A person who owns two shops, the older first, and a shop nobody works in, for the way back.
      const [karel, older, newer, empty] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
      await migrated.query(
        `INSERT INTO users (id, name, email, password_hash) VALUES ($1, 'Karel', 'karel@voorbeeld.be', 'hash-karel')`,
        [karel],
      );
      await migrated.query('INSERT INTO accounts (id) VALUES ($1), ($2), ($3)', [older, newer, empty]);
      await migrated.query(
        `INSERT INTO memberships (user_id, shop_id, role, created_at)
         VALUES ($1, $2, 'eigenaar', '2030-03-01'), ($1, $3, 'eigenaar', '2030-04-01'), ($1, $4, 'medewerker', '2030-05-01')`,
        [karel, older, newer, sofie],
      );
      await migrated.query(
        `INSERT INTO password_reset_tokens (token_hash, user_id, expires_at, created_at)
         VALUES ('link-karel', $1, '2030-06-14T09:00:00Z', '2030-06-14T08:00:00Z')`,
        [karel],
      );

      await migrated.undoLastMigration();
      expect(await columnsOf(migrated, 'accounts')).toEqual(accountColumnsBefore);
      expect(await columnsOf(migrated, 'users')).toEqual([]);
      expect(await columnsOf(migrated, 'memberships')).toEqual([]);
      const logins = await migrated.query(
        'SELECT id, name, email, password_hash, sessions_valid_after FROM accounts',
      );
      const loginOf = (id: string) => logins.find((row: { id: string }) => row.id === id);
      expect(loginOf(sofie)).toEqual({
        id: sofie,
        name: 'Sofie Peeters',
        email: 'sofie@voorbeeld.be',
        password_hash: 'hash-sofie',
        sessions_valid_after: resetAt,
      });
      expect(loginOf(jan)).toMatchObject({
        name: 'Jan Janssens',
        email: 'jan@voorbeeld.be',
        password_hash: 'hash-jan',
      });
      expect(loginOf(older)).toMatchObject({
        name: 'Karel',
        email: 'karel@voorbeeld.be',
        password_hash: 'hash-karel',
      });
      expect(loginOf(newer)).toMatchObject({
        name: 'Karel',
        email: `${newer}@geen-eigenaar.invalid`,
        password_hash: '!',
      });
      expect(loginOf(empty)).toMatchObject({ name: '', email: `${empty}@geen-eigenaar.invalid` });
      expect(
        await migrated.query('SELECT token_hash, account_id FROM password_reset_tokens ORDER BY token_hash'),
      ).toEqual([
        { token_hash: 'link-karel', account_id: older },
        { token_hash: 'link-sofie', account_id: sofie },
      ]);
      expect(await columnsOf(migrated, 'live_tickets')).not.toContain('user_id');
      expect(await columnsOf(migrated, 'mailbox_sessions')).not.toContain('user_id');
      expect(await migrated.query('SELECT by_user FROM refunds')).toEqual([{ by_user: sofie }]);
      // The old code's one address per account holds again.
      await expectRefused(
        migrated.query(`UPDATE accounts SET email = 'SOFIE@voorbeeld.be' WHERE id = $1`, [jan]),
        '23505',
      );
    } finally {
      await migrated.destroy();
    }
  });
});
