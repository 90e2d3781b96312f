import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailFailureView } from '@bestelklaar/domain';
import { SettableClock } from '../src/common/clock';
import { FORGET_OLD_ACTIVITY } from '../src/common/activity/activity-retention';
import { FORGET_OLD_EVENTS } from '../src/common/events/event-retention';
import { FINISHED_JOB_RETENTION_SECONDS, JobQueue } from '../src/common/jobs/job-queue';
import { DELETE_BATCH } from '../src/database/delete-in-batches';
import { PURGE_EXPIRED_SESSIONS } from '../src/modules/accounts/session-housekeeping';
import {
  FAILED_MAIL_RETENTION_DAYS,
  FORGET_OLD_MAILS,
  MailRetention,
  SENT_MAIL_RETENTION_DAYS,
} from '../src/modules/mail/mail-retention';
import { MailService } from '../src/modules/mail/mail.service';
import { ANONYMISE_FORMER_CUSTOMERS } from '../src/modules/ordering/customer-retention';
import { SEND_DUE_WEBHOOKS } from '../src/modules/integrations/webhook-deliveries';
import { REMIND_UNSEEN_ORDERS } from '../src/modules/ordering/order-attention-sweeper';
import { SETTLE_OVERDUE_ORDERS } from '../src/modules/ordering/order-sweeper';
import { FORGET_CLIENT_TURNS } from '../src/modules/ordering/rate-limits';
import { eventually } from './support/eventually';
import { registerOwner, startTestApp, type TestApp } from './support/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;
const clock = new SettableClock('2030-03-01T09:00:00Z');
let t: TestApp;
let db: Client;
let owner: Awaited<ReturnType<typeof registerOwner>>;

beforeAll(async () => {
  // Without SMTP_URL mails go to the sandbox mailbox: a valid recipient is sent at once.
  t = await startTestApp({}, { clock });
  db = new Client({ connectionString: t.databaseUrl });
  await db.connect();
  owner = await registerOwner(t.http);
});
afterAll(async () => {
  await db?.end();
  await t?.close();
});

/** Queues a customer's mail for the owner's shop now; an address the grammar refuses fails at once. */
async function queueMail(to: string): Promise<string> {
  const orderId = randomUUID();
  const dedupeKey = `order-ready:${orderId}`;
  await t.app.get(MailService).enqueue({
    accountId: owner.id,
    orderId,
    kind: 'order-ready',
    dedupeKey,
    to,
    subject: `Klaar ${orderId}`,
    html: '<p>Klaar</p>',
    text: 'Klaar',
  });
  return dedupeKey;
}

async function sentMail(): Promise<string> {
  const dedupeKey = await queueMail('klant@voorbeeld.be');
  await eventually(async () => expect(await status(dedupeKey)).toBe('sent'));
  return dedupeKey;
}

async function status(dedupeKey: string): Promise<string | undefined> {
  const { rows } = await db.query('SELECT status FROM outgoing_mails WHERE dedupe_key = $1', [dedupeKey]);
  return rows[0]?.status;
}

/** The sent mail's message in the sandbox mailbox, as a file. */
async function sandboxFile(dedupeKey: string): Promise<string> {
  const { rows } = await db.query('SELECT id FROM outgoing_mails WHERE dedupe_key = $1', [dedupeKey]);
  return join(t.config.dataDir, 'mailbox', `${rows[0].id}.eml`);
}

async function failures(): Promise<MailFailureView[]> {
  const response = await t.http.get('/api/admin/mail/failures').set(owner.auth).expect(200);
  return response.body;
}

function forgetOldMails(): Promise<number> {
  return t.app.get(MailRetention).forgetOldMails();
}

describe('the daily mail retention', () => {
  it(`keeps a sent mail ${SENT_MAIL_RETENTION_DAYS} days and a failed one ${FAILED_MAIL_RETENTION_DAYS}, then deletes them (and the sandbox's copy)`, async () => {
    const start = clock.now().getTime();
    const firstSent = await sentMail();
    const firstFile = await sandboxFile(firstSent);
    expect(existsSync(firstFile)).toBe(true);
    const failed = await queueMail('geen-adres');
    expect(await status(failed)).toBe('failed');

    clock.set(new Date(start + (SENT_MAIL_RETENTION_DAYS - 1) * DAY_MS));
    const laterSent = await sentMail();
    expect(await forgetOldMails()).toBe(0);

    clock.set(new Date(start + (SENT_MAIL_RETENTION_DAYS + 1) * DAY_MS));
    expect(await forgetOldMails()).toBe(1);
    expect(await status(firstSent)).toBeUndefined();
    expect(existsSync(firstFile)).toBe(false);
    expect(await status(laterSent)).toBe('sent');
    expect((await failures()).map((failure) => failure.recipient)).toEqual(['geen-adres']);

    clock.set(new Date(start + (FAILED_MAIL_RETENTION_DAYS + 1) * DAY_MS));
    expect(await forgetOldMails()).toBe(2);
    expect(await status(laterSent)).toBeUndefined();
    expect(await status(failed)).toBeUndefined();
    expect(await failures()).toEqual([]);
  });

  it('deletes more than a batch in one run of the job, and never a queued mail', async () => {
    const sentAt = new Date(clock.now().getTime() - (SENT_MAIL_RETENTION_DAYS + 5) * DAY_MS);
    const many = 2 * DELETE_BATCH + 7;
    await db.query(
      `INSERT INTO outgoing_mails (id, account_id, kind, dedupe_key, recipient, subject, html, text, status, attempts,
         created_at, sent_at)
       SELECT gen_random_uuid(), $1, 'order-confirmation', 'bulk:' || n, 'klant@voorbeeld.be', 'Bevestiging', '<p/>',
         '', 'sent', 1, $2, $2
       FROM generate_series(1, $3) AS n`,
      [owner.id, sentAt, many],
    );
    await db.query(
      `INSERT INTO outgoing_mails (id, account_id, kind, dedupe_key, recipient, subject, html, text, status, created_at)
       VALUES (gen_random_uuid(), $1, 'order-confirmation', 'stuck', 'klant@voorbeeld.be', 'Bevestiging', '', '',
         'queued', $2)`,
      [owner.id, new Date(0)],
    );

    // As its schedule runs it: through the job queue, on the app's clock.
    await t.app.get(JobQueue).enqueue(FORGET_OLD_MAILS, {});
    await eventually(async () => {
      const { rows } = await db.query(
        `SELECT count(*)::int AS left FROM outgoing_mails WHERE dedupe_key LIKE 'bulk:%'`,
      );
      expect(rows[0].left).toBe(0);
    });
    expect(await status('stuck')).toBe('queued');
    expect(await forgetOldMails()).toBe(0);
  });

  it('is one of the recurring jobs, each at its time in Brussels, and finished jobs go after a few days', async () => {
    const { rows } = await db.query(
      'SELECT name, cron, timezone FROM pgboss.schedule ORDER BY name COLLATE "C"',
    );
    expect(rows).toEqual(
      [
        { name: PURGE_EXPIRED_SESSIONS, cron: t.config.housekeepingCron, timezone: 'Europe/Brussels' },
        { name: FORGET_OLD_EVENTS, cron: '45 3 * * *', timezone: 'Europe/Brussels' },
        { name: FORGET_OLD_ACTIVITY, cron: '50 3 * * *', timezone: 'Europe/Brussels' },
        { name: FORGET_OLD_MAILS, cron: '15 4 * * *', timezone: 'Europe/Brussels' },
        { name: ANONYMISE_FORMER_CUSTOMERS, cron: '15 3 * * *', timezone: 'Europe/Brussels' },
        { name: FORGET_CLIENT_TURNS, cron: t.config.housekeepingCron, timezone: 'Europe/Brussels' },
        { name: SETTLE_OVERDUE_ORDERS, cron: '* * * * *', timezone: 'Europe/Brussels' },
        { name: REMIND_UNSEEN_ORDERS, cron: '* * * * *', timezone: 'Europe/Brussels' },
        { name: SEND_DUE_WEBHOOKS, cron: '* * * * *', timezone: 'UTC' },
      ].sort((a, b) => (a.name < b.name ? -1 : 1)),
    );
    const queues = await db.query('SELECT DISTINCT deletion_seconds FROM pgboss.queue');
    expect(queues.rows).toEqual([{ deletion_seconds: FINISHED_JOB_RETENTION_SECONDS }]);
  });
});
