import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { MailFailureView } from '@bestelklaar/domain';
import { SystemClock } from '../src/common/clock';
import { loadConfig } from '../src/config/app-config';
import { deriveSecrets } from '../src/config/secrets';
import { StartupFailure } from '../src/config/startup-failure';
import { UnitOfWork } from '../src/database/unit-of-work';
import { MAIL_ATTEMPTS, MailService } from '../src/modules/mail/mail.service';
import { MailboxLinks } from '../src/modules/mail/mailbox-link';
import type { OutgoingMail } from '../src/modules/mail/outgoing-mail';
import { startSmtpInbox, type SmtpInbox } from './support/smtp-inbox';
import { registerOwner, startTestApp, type TestApp } from './support/test-app';

const RETRY_DELAY_SECONDS = 1;

let t: TestApp;
let inbox: SmtpInbox;
let db: DataSource;
let owner: Awaited<ReturnType<typeof registerOwner>>;
let otherOwner: Awaited<ReturnType<typeof registerOwner>>;

function mail(overrides: Partial<OutgoingMail> = {}): OutgoingMail {
  const id = randomUUID();
  return {
    accountId: owner.id,
    orderId: id,
    kind: 'order-confirmation',
    dedupeKey: `order-confirmation:${id}`,
    to: 'klant@voorbeeld.be',
    subject: `Test ${id}`,
    html: '<p>Hallo</p>',
    text: 'Hallo',
    ...overrides,
  };
}

async function row(dedupeKey: string) {
  const rows: { id: string; status: string; attempts: number; last_error: string | null }[] = await db.query(
    'SELECT id, status, attempts, last_error FROM outgoing_mails WHERE dedupe_key = $1',
    [dedupeKey],
  );
  return rows[0];
}

async function waitForStatus(dedupeKey: string, status: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const current = await row(dedupeKey);
    if (current?.status === status) return current;
    if (Date.now() > deadline) throw new Error(`mail is ${current?.status}, not ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

beforeAll(async () => {
  inbox = await startSmtpInbox();
  // The first retry after 1 s (then 2, 4, 8): the tries below take seconds, not minutes.
  t = await startTestApp({ smtpUrl: inbox.url, mailRetryDelaySeconds: RETRY_DELAY_SECONDS });
  db = t.app.get(DataSource);
  owner = await registerOwner(t.http);
  otherOwner = await registerOwner(t.http);
});

afterAll(async () => {
  await t?.close();
  await inbox?.close();
});

describe('mail delivery', () => {
  it('queues a mail once per dedupe key', async () => {
    const service = t.app.get(MailService);
    const first = mail();
    expect(await service.enqueue(first)).toBe(true);
    expect(await service.enqueue({ ...first, subject: 'Nog eens' })).toBe(false);
    await inbox.waitFor((received) => received.parsed.subject === first.subject);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(inbox.mails.filter((received) => received.parsed.subject === 'Nog eens')).toHaveLength(0);
    expect(inbox.mails.filter((received) => received.parsed.subject === first.subject)).toHaveLength(1);
    expect(await row(first.dedupeKey)).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
  });

  it('sends nothing for a mail whose transaction rolled back', async () => {
    const rolledBack = mail();
    await expect(
      t.app.get(UnitOfWork).transaction(async () => {
        await t.app.get(MailService).enqueue(rolledBack);
        throw new Error('afgebroken');
      }),
    ).rejects.toThrow('afgebroken');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await row(rolledBack.dedupeKey)).toBeUndefined();
    expect(inbox.mails.some((m) => m.parsed.subject === rolledBack.subject)).toBe(false);
  });

  it('retries with backoff after the SMTP server refused twice, then delivers once', async () => {
    inbox.refuseNext(2);
    const refusalsBefore = inbox.refusals;
    const retried = mail();
    const queuedAt = Date.now();
    await t.app.get(MailService).enqueue(retried);
    const [received] = await inbox.waitFor((m) => m.parsed.subject === retried.subject, 1, 30_000);
    expect(received.envelope.to).toEqual(['klant@voorbeeld.be']);
    expect(inbox.refusals - refusalsBefore).toBe(2);
    // The server accepting the mail comes just before the row says so.
    expect(await waitForStatus(retried.dedupeKey, 'sent', 5_000)).toMatchObject({
      status: 'sent',
      attempts: 3,
    });
    // Two retries waited the configured delay and then twice that, at least.
    expect(Date.now() - queuedAt).toBeGreaterThanOrEqual(
      (RETRY_DELAY_SECONDS + 2 * RETRY_DELAY_SECONDS) * 1000,
    );
  }, 45_000);

  it('shows a mail that failed every try to its own shop only, and sends it again on request', async () => {
    inbox.refuseNext(Infinity);
    const doomed = mail();
    await t.app.get(MailService).enqueue(doomed);
    const failed = await waitForStatus(doomed.dedupeKey, 'failed', 100_000);
    expect(failed.attempts).toBe(MAIL_ATTEMPTS);
    expect(failed.last_error).toContain('Tijdelijk niet beschikbaar');

    const failures = await t.http.get('/api/admin/mail/failures').set(owner.auth).expect(200);
    const shown = (failures.body as MailFailureView[]).find((failure) => failure.mailId === failed.id);
    expect(shown).toMatchObject({
      orderId: doomed.orderId,
      kind: 'order-confirmation',
      recipient: 'klant@voorbeeld.be',
    });
    expect(shown?.lastError).toContain('Tijdelijk niet beschikbaar');
    expect(Number.isNaN(Date.parse(shown!.failedAt))).toBe(false);

    const othersView = await t.http.get('/api/admin/mail/failures').set(otherOwner.auth).expect(200);
    expect(othersView.body).toEqual([]);
    const refused = await t.http.post(`/api/admin/mail/${failed.id}/resend`).set(otherOwner.auth).expect(404);
    expect(refused.body.message).toBe('Deze e-mail bestaat niet.');
    await t.http.post('/api/admin/mail/geen-id/resend').set(owner.auth).expect(404);
    await t.http.get('/api/admin/mail/failures').expect(401);

    inbox.refuseNext(0);
    await t.http.post(`/api/admin/mail/${failed.id}/resend`).set(owner.auth).expect(204);
    await inbox.waitFor((m) => m.parsed.subject === doomed.subject, 1, 20_000);
    expect(await waitForStatus(doomed.dedupeKey, 'sent', 5_000)).toMatchObject({
      status: 'sent',
      attempts: 1,
      last_error: null,
    });
    const after = await t.http.get('/api/admin/mail/failures').set(owner.auth).expect(200);
    expect((after.body as MailFailureView[]).some((failure) => failure.mailId === failed.id)).toBe(false);
    // Sent is final: asking again sends nothing more.
    await t.http.post(`/api/admin/mail/${failed.id}/resend`).set(owner.auth).expect(204);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(inbox.mails.filter((m) => m.parsed.subject === doomed.subject)).toHaveLength(1);
  }, 150_000);

  it('has no sandbox mailbox while SMTP_URL is set, not even with a signed link', async () => {
    const token = new MailboxLinks(deriveSecrets(t.config.jwtSecret!), new SystemClock()).sign({
      accountId: owner.id,
      sessionId: randomUUID(),
    });
    await t.http.get('/api/mail/sandbox').expect(404);
    await t.http.get('/api/mail/sandbox').query({ token }).expect(404);
    const view = await t.http.get('/api/admin/mail/transport').set(owner.auth).expect(200);
    expect(view.body).toEqual({ transport: 'smtp', mailboxUrl: null });
    await t.http.get(`/api/mail/sandbox/${randomUUID()}`).query({ token }).expect(404);
  });
});

describe('MAIL_RETRY_DELAY_SECONDS', () => {
  it('is 30 seconds unless set, and must be a whole number of at least 1', () => {
    expect(loadConfig({}).mailRetryDelaySeconds).toBe(30);
    expect(loadConfig({ MAIL_RETRY_DELAY_SECONDS: '5' }).mailRetryDelaySeconds).toBe(5);
    for (const bad of ['0', '-3', '1.5', 'tien'])
      expect(() => loadConfig({ MAIL_RETRY_DELAY_SECONDS: bad })).toThrow(StartupFailure);
  });
});

describe('header injection', () => {
  it.each([
    ['a line break and a Bcc', 'klant@voorbeeld.be\r\nBcc: dief@kwaad.be'],
    ['a bare line feed', 'klant@voorbeeld.be\nBcc: dief@kwaad.be'],
    ['two addresses', 'klant@voorbeeld.be, dief@kwaad.be'],
    ['a display name', 'Klant <dief@kwaad.be>'],
    ['a group', 'undisclosed:dief@kwaad.be;'],
    ['no address at all', 'geen adres'],
  ])('records a recipient with %s as failed and never sends it', async (_case, to) => {
    const hostile = mail({ to });
    expect(await t.app.get(MailService).enqueue(hostile)).toBe(true);
    const stored = await row(hostile.dedupeKey);
    expect(stored).toMatchObject({
      status: 'failed',
      attempts: 0,
      last_error: 'Ongeldig e-mailadres van de ontvanger.',
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(inbox.mails.some((m) => m.envelope.to.includes('dief@kwaad.be'))).toBe(false);
    expect(inbox.mails.some((m) => m.parsed.subject === hostile.subject)).toBe(false);
  });

  it('keeps a subject with line breaks on one line, adding no header', async () => {
    const id = randomUUID();
    const hostile = mail({ subject: `Bestelling ${id}\r\nBcc: dief@kwaad.be\r\n\r\nNep-inhoud` });
    await t.app.get(MailService).enqueue(hostile);
    const [received] = await inbox.waitFor((m) => m.parsed.subject?.startsWith(`Bestelling ${id}`) ?? false);
    expect(received.parsed.subject).toBe(`Bestelling ${id} Bcc: dief@kwaad.be Nep-inhoud`);
    expect(received.parsed.headers.has('bcc')).toBe(false);
    expect(received.envelope.to).toEqual(['klant@voorbeeld.be']);
    expect(received.parsed.text?.trim()).toBe('Hallo');
  });
});
