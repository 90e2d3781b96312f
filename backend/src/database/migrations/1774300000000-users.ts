import { MigrationInterface, QueryRunner } from 'typeorm';

/** The domain's roles (domain/src/team/roles.ts ROLES), written out so this migration stays as it shipped. */
const ROLES = ['eigenaar', 'beheerder', 'medewerker', 'boekhouder'];

/** What on an account was not the shop's settings before this migration (see ShopChangeTriggers). */
const OLD_LOGIN_COLUMNS = ['password_hash', 'sessions_valid_after', 'created_at', 'updated_at'];
/** …and after it, when the login lives on the person. */
const STAMP_COLUMNS = ['created_at', 'updated_at'];

const LOGIN_COLUMNS = ['name', 'email', 'password_hash', 'sessions_valid_after'];

/**
 * The person apart from the shop. `accounts` keeps the shop; a person's login (name, e-mail,
 * password, when their sessions were last ended) moves to `users`, and `memberships` says which
 * shops a person works in and with which role. Every account becomes a user with the same id and
 * that user its 'eigenaar', so tokens, audit lines and links that named the account keep naming
 * the person.
 *
 * A reset link is the person's; a live ticket and a mailbox link also remember whose session asked.
 * `refunds.by_user` references users (set to null when a person goes). `order_history.by_user` does
 * not: that table is append-only, so a person's removal could not null it, and its rows must
 * outlive the person who made them.
 *
 * The triggers: the owner's name or e-mail is part of their shop's settings, and a change of an
 * 'eigenaar' membership may change who that owner is, so both announce 'settings' (a sign-up's
 * first membership does not: nobody watches a new shop). Removing a membership or
 * changing its role ends that member's live streams in that shop (`member:{user}:{shop}` on
 * ended_sessions), with their live tickets and mailbox links there, whatever wrote the change.
 *
 * down() gives each account back the login of its oldest 'eigenaar' (or else its oldest member).
 * A person who owns several shops keeps their e-mail and password on the oldest of them; another
 * shop, and a shop without members, gets `{id}@geen-eigenaar.invalid` and a password that matches
 * none. Reset links follow the e-mail; those of a person left without one go.
 */
export class Users1774300000000 implements MigrationInterface {
  name = 'Users1774300000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        email text NOT NULL,
        password_hash text NOT NULL,
        sessions_valid_after timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query('CREATE UNIQUE INDEX users_email_key ON users (lower(email))');
    await db.query(`
      INSERT INTO users (id, name, email, password_hash, sessions_valid_after, created_at)
      SELECT id, name, email, password_hash, sessions_valid_after, created_at FROM accounts`);
    await db.query(`
      CREATE TABLE memberships (
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        shop_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        role text NOT NULL CHECK (role IN (${ROLES.map((role) => `'${role}'`).join(', ')})),
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, shop_id)
      )`);
    await db.query('CREATE INDEX memberships_shop ON memberships (shop_id, created_at)');
    await db.query(`
      INSERT INTO memberships (user_id, shop_id, role, created_at)
      SELECT id, id, 'eigenaar', created_at FROM accounts`);

    await db.query(
      'ALTER TABLE password_reset_tokens ADD COLUMN user_id uuid REFERENCES users (id) ON DELETE CASCADE',
    );
    await db.query('UPDATE password_reset_tokens SET user_id = account_id');
    await db.query(
      'ALTER TABLE password_reset_tokens ALTER COLUMN user_id SET NOT NULL, DROP COLUMN account_id',
    );
    await db.query('CREATE INDEX password_reset_tokens_user ON password_reset_tokens (user_id)');
    for (const table of ['live_tickets', 'mailbox_sessions']) {
      await db.query(`ALTER TABLE ${table} ADD COLUMN user_id uuid REFERENCES users (id) ON DELETE CASCADE`);
      await db.query(`UPDATE ${table} SET user_id = account_id`);
      await db.query(`ALTER TABLE ${table} ALTER COLUMN user_id SET NOT NULL`);
      await db.query(`CREATE INDEX ${table}_member ON ${table} (user_id, account_id)`);
    }
    await db.query('UPDATE refunds SET by_user = NULL WHERE by_user NOT IN (SELECT id FROM users)');
    await db.query(`
      ALTER TABLE refunds ADD CONSTRAINT refunds_by_user_fkey
        FOREIGN KEY (by_user) REFERENCES users (id) ON DELETE SET NULL`);

    await db.query('DROP TRIGGER accounts_announce_change ON accounts');
    await db.query(
      `ALTER TABLE accounts ${LOGIN_COLUMNS.map((column) => `DROP COLUMN ${column}`).join(', ')}`,
    );
    await accountsTrigger(db, STAMP_COLUMNS);

    await db.query(`
      CREATE FUNCTION announce_owner_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('shop_changes', json_build_object(
          'accountId', shop_id,
          'topic', 'settings',
          'at', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
        )::text)
        FROM memberships WHERE user_id = NEW.id AND role = 'eigenaar';
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE TRIGGER users_announce_owner_change AFTER UPDATE ON users FOR EACH ROW
      WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.email IS DISTINCT FROM NEW.email)
      EXECUTE FUNCTION announce_owner_change()`);
    await db.query(`
      CREATE FUNCTION membership_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        ends boolean := false;
        owners boolean := false;
        shop uuid;
      BEGIN
        IF TG_OP = 'DELETE' THEN
          ends := true;
          owners := OLD.role = 'eigenaar';
          shop := OLD.shop_id;
        ELSIF TG_OP = 'UPDATE' THEN
          ends := (OLD.user_id, OLD.shop_id, OLD.role) IS DISTINCT FROM (NEW.user_id, NEW.shop_id, NEW.role);
          owners := (OLD.role = 'eigenaar' OR NEW.role = 'eigenaar')
            AND (OLD.user_id, OLD.role, OLD.created_at) IS DISTINCT FROM (NEW.user_id, NEW.role, NEW.created_at);
          shop := NEW.shop_id;
        ELSE
          -- A new shop's first member (a sign-up): nobody watches that shop yet.
          owners := NEW.role = 'eigenaar'
            AND EXISTS (SELECT 1 FROM memberships WHERE shop_id = NEW.shop_id AND user_id <> NEW.user_id);
          shop := NEW.shop_id;
        END IF;
        IF ends THEN
          DELETE FROM live_tickets WHERE user_id = OLD.user_id AND account_id = OLD.shop_id;
          DELETE FROM mailbox_sessions WHERE user_id = OLD.user_id AND account_id = OLD.shop_id;
          PERFORM pg_notify('ended_sessions', 'member:' || OLD.user_id || ':' || OLD.shop_id);
        END IF;
        -- Who the shop's owner is (its settings show their name and e-mail) may have changed.
        IF owners THEN
          PERFORM pg_notify('shop_changes', json_build_object(
            'accountId', shop,
            'topic', 'settings',
            'at', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
          )::text);
        END IF;
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE TRIGGER memberships_changed AFTER INSERT OR UPDATE OR DELETE ON memberships
      FOR EACH ROW EXECUTE FUNCTION membership_changed()`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TRIGGER memberships_changed ON memberships');
    await db.query('DROP FUNCTION membership_changed()');
    await db.query('DROP TRIGGER users_announce_owner_change ON users');
    await db.query('DROP FUNCTION announce_owner_change()');
    await db.query('DROP TRIGGER accounts_announce_change ON accounts');

    await db.query(
      'ALTER TABLE accounts ADD COLUMN name text, ADD COLUMN email text, ADD COLUMN password_hash text, ADD COLUMN sessions_valid_after timestamptz',
    );
    await db.query(`
      WITH owners AS (
        SELECT DISTINCT ON (shop_id) shop_id, user_id, created_at FROM memberships
        ORDER BY shop_id, (role = 'eigenaar') DESC, created_at, user_id
      ), login_shops AS (
        SELECT DISTINCT ON (user_id) user_id, shop_id FROM owners ORDER BY user_id, created_at, shop_id
      )
      UPDATE accounts a SET
        name = u.name,
        email = CASE WHEN l.shop_id = a.id THEN u.email ELSE a.id || '@geen-eigenaar.invalid' END,
        password_hash = CASE WHEN l.shop_id = a.id THEN u.password_hash ELSE '!' END,
        sessions_valid_after = u.sessions_valid_after
      FROM owners o JOIN users u ON u.id = o.user_id JOIN login_shops l ON l.user_id = o.user_id
      WHERE o.shop_id = a.id`);
    await db.query(`
      UPDATE accounts SET name = '', email = id || '@geen-eigenaar.invalid', password_hash = '!'
      WHERE name IS NULL`);
    await db.query(
      'ALTER TABLE accounts ALTER COLUMN name SET NOT NULL, ALTER COLUMN email SET NOT NULL, ALTER COLUMN password_hash SET NOT NULL',
    );
    await db.query('CREATE UNIQUE INDEX accounts_email_key ON accounts (lower(email))');
    await accountsTrigger(db, OLD_LOGIN_COLUMNS);

    await db.query(
      'ALTER TABLE password_reset_tokens ADD COLUMN account_id uuid REFERENCES accounts (id) ON DELETE CASCADE',
    );
    await db.query(`
      UPDATE password_reset_tokens t SET account_id = a.id
      FROM users u JOIN accounts a ON lower(a.email) = lower(u.email) WHERE u.id = t.user_id`);
    await db.query('DELETE FROM password_reset_tokens WHERE account_id IS NULL');
    await db.query(
      'ALTER TABLE password_reset_tokens ALTER COLUMN account_id SET NOT NULL, DROP COLUMN user_id',
    );
    await db.query('CREATE INDEX password_reset_tokens_account ON password_reset_tokens (account_id)');
    for (const table of ['live_tickets', 'mailbox_sessions'])
      await db.query(`ALTER TABLE ${table} DROP COLUMN user_id`);
    await db.query('ALTER TABLE refunds DROP CONSTRAINT refunds_by_user_fkey');
    await db.query('DROP TABLE memberships');
    await db.query('DROP TABLE users');
  }
}

/** Settings changes on an account announce 'settings'; an update of only `ignored` columns announces nothing. */
async function accountsTrigger(db: QueryRunner, ignored: string[]): Promise<void> {
  const columns = `ARRAY[${ignored.map((column) => `'${column}'`).join(', ')}]`;
  await db.query(`
    CREATE TRIGGER accounts_announce_change AFTER UPDATE ON accounts FOR EACH ROW
    WHEN ((to_jsonb(OLD) - ${columns}) IS DISTINCT FROM (to_jsonb(NEW) - ${columns}))
    EXECUTE FUNCTION announce_shop_change('settings')`);
}
