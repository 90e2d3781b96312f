import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { DataSource } from 'typeorm';
import { SettableClock, SystemClock } from '../src/common/clock';
import { deriveSecrets } from '../src/config/secrets';
import { MailService } from '../src/modules/mail/mail.service';
import { MAILBOX_LINK_TTL_MS, MailboxLinks, type MailboxKey } from '../src/modules/mail/mailbox-link';
import { signToken } from '../src/modules/payments/sandbox/signed-token';
import { registerOwner, startTestApp, type TestApp } from './support/test-app';

type Owner = Awaited<ReturnType<typeof registerOwner>>;

let t: TestApp;
let owner: Owner;
let otherOwner: Owner;

async function sentMailId(dedupeKey: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const rows: { id: string; status: string }[] = await t.app
      .get(DataSource)
      .query('SELECT id, status FROM outgoing_mails WHERE dedupe_key = $1', [dedupeKey]);
    if (rows[0]?.status === 'sent') return rows[0].id;
    if (Date.now() > deadline) throw new Error('the mail was not stored in the sandbox mailbox');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function sendToSandbox(
  subject: string,
  html: string,
  accountId = owner.id,
  text = 'Tekstversie van de bevestiging',
) {
  const orderId = randomUUID();
  const dedupeKey = `order-confirmation:${orderId}`;
  await t.app.get(MailService).enqueue({
    accountId,
    orderId,
    kind: 'order-confirmation',
    dedupeKey,
    to: 'klant@voorbeeld.be',
    subject,
    html,
    text,
    attachments: [
      {
        filename: 'bestelling-7.ics',
        contentType: 'text/calendar; charset=utf-8',
        content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
      },
    ],
  });
  return sentMailId(dedupeKey);
}

/** The owner's signed mailbox link, as the dashboard gets it. */
async function mailboxOf(someone: Owner): Promise<{ url: string; token: string }> {
  const view = await t.http.get('/api/admin/mail/transport').set(someone.auth).expect(200);
  const url: string = view.body.mailboxUrl;
  return { url, token: new URL(url, 'http://x').searchParams.get('token')! };
}

/** The account and session a mailbox token names. */
function keyOf(token: string): MailboxKey {
  const { accountId, sessionId } = JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString('utf8'));
  return { accountId, sessionId };
}

/** A mailbox token for the same account and session signed at another moment, with the app's own key. */
function tokenSignedAt(moment: Date, key: MailboxKey): string {
  return new MailboxLinks(deriveSecrets(t.config.jwtSecret!), new SettableClock(moment)).sign(key);
}

function withToken(path: string, token: string): string {
  return `${path}?${new URLSearchParams({ token })}`;
}

beforeAll(async () => {
  t = await startTestApp();
  owner = await registerOwner(t.http);
  otherOwner = await registerOwner(t.http, 'Andere eigenaar');
});

afterAll(async () => {
  await t?.close();
});

describe('sandbox mailbox (no SMTP_URL)', () => {
  it('stores each mail as a real RFC 822 message under dataDir/mailbox', async () => {
    const id = await sendToSandbox('Bevestiging van je bestelling #7 bij De Smulhoek', '<p>HTML-versie</p>');
    const file = join(t.config.dataDir, 'mailbox', `${id}.eml`);
    expect(existsSync(file)).toBe(true);
    const parsed = await simpleParser(readFileSync(file));
    expect(parsed.subject).toBe('Bevestiging van je bestelling #7 bij De Smulhoek');
    expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.text : '').toBe('klant@voorbeeld.be');
    expect(parsed.html).toContain('<p>HTML-versie</p>');
    expect(parsed.text?.trim()).toBe('Tekstversie van de bevestiging');
    expect(parsed.attachments.map((attachment) => attachment.filename)).toEqual(['bestelling-7.ics']);
    expect(parsed.messageId).toBeTruthy();
  });

  it('writes every line of the .eml with CRLF, those of a text part with LF line breaks too (RFC 5322)', async () => {
    const id = await sendToSandbox(
      'Bevestiging van je bestelling #8 bij De Smulhoek',
      '<p>Dag Jan,</p>\n<p>Tot maandag!</p>',
      owner.id,
      'Dag Jan,\n\nJe bestelling is betaald.\nTot maandag!\n',
    );
    const raw = readFileSync(join(t.config.dataDir, 'mailbox', `${id}.eml`), 'utf8');
    expect(raw).toContain('\r\n');
    expect(raw).not.toMatch(/(?<!\r)\n/);
    expect(raw).not.toMatch(/\r(?!\n)/);
    const textPart = /Content-Type: text\/plain[^]*?\r\n\r\n([^]*?)\r\n--/.exec(raw)?.[1];
    expect(textPart).toContain('Dag Jan,\r\n\r\nJe bestelling is betaald.\r\nTot maandag!');
  });

  it('gives a logged-in owner a signed link to the mailbox, and nobody else', async () => {
    const { url, token } = await mailboxOf(owner);
    expect(url).toMatch(/^\/api\/mail\/sandbox\?token=[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(new MailboxLinks(deriveSecrets(t.config.jwtSecret!), new SystemClock()).keyOf(token)).toEqual({
      accountId: owner.id,
      sessionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    await t.http.get('/api/admin/mail/transport').expect(401);
  });

  it('lists the mails newest first and shows one with its HTML sandboxed, its text and its attachments', async () => {
    const older = await sendToSandbox('Eerste mail', '<p>een</p>');
    const newer = await sendToSandbox(
      'Tweede <mail> & "meer"',
      '<p onclick="x()">twee</p><script>alert(1)</script>',
    );
    const { url, token } = await mailboxOf(owner);

    const list = await t.http.get(url).expect(200).expect('Content-Type', /html/);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.headers['referrer-policy']).toBe('no-referrer');
    expect(list.text).toContain('Sandbox-mailbox');
    expect(list.text).toContain('Tweede &lt;mail&gt; &amp; &quot;meer&quot;');
    const newerLink = `href="${withToken(`/api/mail/sandbox/${newer}`, token)}"`;
    const olderLink = `href="${withToken(`/api/mail/sandbox/${older}`, token)}"`;
    expect(list.text).toContain(newerLink);
    expect(list.text.indexOf(newerLink)).toBeLessThan(list.text.indexOf(olderLink));
    expect(list.text).toContain('klant@voorbeeld.be');
    expect(list.text).toContain('Bevestiging');

    const page = await t.http.get(withToken(`/api/mail/sandbox/${newer}`, token)).expect(200);
    expect(page.text).toMatch(
      /<iframe title="HTML-versie van de e-mail" sandbox srcdoc="[^"]*&lt;script&gt;alert\(1\)&lt;\/script&gt;[^"]*">/,
    );
    expect(page.text).not.toContain('<script>');
    expect(page.text).toContain('Tekstversie van de bevestiging');
    for (const path of [
      '/api/mail/sandbox',
      `/api/mail/sandbox/${newer}/attachments/0`,
      `/api/mail/sandbox/${newer}/eml`,
    ])
      expect(page.text).toContain(`href="${withToken(path, token)}"`);

    const attachment = await t.http
      .get(withToken(`/api/mail/sandbox/${newer}/attachments/0`, token))
      .expect(200);
    expect(attachment.headers['content-type']).toMatch(/^text\/calendar/);
    expect(attachment.headers['content-disposition']).toContain('bestelling-7.ics');
    expect(attachment.text).toContain('BEGIN:VCALENDAR');

    const eml = await t.http.get(withToken(`/api/mail/sandbox/${newer}/eml`, token)).expect(200);
    expect(eml.headers['content-type']).toMatch(/^message\/rfc822/);
  });

  it('never shows another shop its mails, by list or by address', async () => {
    const secret = `Alleen voor de eerste zaak ${randomUUID()}`;
    const id = await sendToSandbox(secret, '<p>privé</p>');
    const theirs = await sendToSandbox(`Voor de andere zaak ${randomUUID()}`, '<p>ander</p>', otherOwner.id);
    const { url, token } = await mailboxOf(otherOwner);

    const list = await t.http.get(url).expect(200);
    expect(list.text).toContain(theirs);
    expect(list.text).not.toContain(secret);
    expect(list.text).not.toContain(id);
    expect(list.text).not.toContain('Eerste mail');

    const page = await t.http.get(withToken(`/api/mail/sandbox/${id}`, token)).expect(404);
    expect(page.text).toContain('Deze e-mail bestaat niet');
    expect(page.text).not.toContain(secret);
    await t.http.get(withToken(`/api/mail/sandbox/${id}/eml`, token)).expect(404);
    await t.http.get(withToken(`/api/mail/sandbox/${id}/attachments/0`, token)).expect(404);

    // The first shop's own link still opens it.
    await t.http.get(withToken(`/api/mail/sandbox/${id}`, (await mailboxOf(owner)).token)).expect(200);
  });

  it('refuses a missing, forged or expired link with a Dutch page, showing no mail', async () => {
    const id = await sendToSandbox(`Geheim ${randomUUID()}`, '<p>geheim</p>');
    const { token } = await mailboxOf(owner);
    const [payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const now = Date.now();
    const refused = {
      'no token': '',
      gibberish: 'ongeldig',
      'a changed account': `${Buffer.from(JSON.stringify({ ...claims, accountId: otherOwner.id })).toString('base64url')}.${signature}`,
      'a longer life': `${Buffer.from(JSON.stringify({ ...claims, expiresAt: now + 365 * 86_400_000 })).toString('base64url')}.${signature}`,
      'another key': new MailboxLinks(
        deriveSecrets('een-heel-andere-sleutel-van-voldoende-lengte'),
        new SystemClock(),
      ).sign(keyOf(token)),
      'a payments dashboard link': signToken(
        deriveSecrets(t.config.jwtSecret!).sandboxLinks,
        { accountId: owner.id, purpose: 'dashboard' },
        MAILBOX_LINK_TTL_MS,
        new Date(now),
      ),
      'an expired link': tokenSignedAt(new Date(now - MAILBOX_LINK_TTL_MS - 60_000), keyOf(token)),
      'a link of a session that never asked': tokenSignedAt(new Date(now), {
        ...keyOf(token),
        sessionId: randomUUID(),
      }),
    };
    for (const [label, bad] of Object.entries(refused)) {
      for (const path of [
        '/api/mail/sandbox',
        `/api/mail/sandbox/${id}`,
        `/api/mail/sandbox/${id}/eml`,
        `/api/mail/sandbox/${id}/attachments/0`,
      ]) {
        const answer = await t.http.get(bad ? withToken(path, bad) : path);
        expect({ label, path, status: answer.status }).toEqual({ label, path, status: 403 });
        expect(answer.text).toContain('Deze link is ongeldig of verlopen');
        expect(answer.text).not.toContain(id);
        expect(answer.text).not.toContain('Geheim');
      }
    }
    // A link signed a little under its lifetime ago still opens the mailbox.
    await t.http
      .get(
        withToken(
          '/api/mail/sandbox',
          tokenSignedAt(new Date(now - MAILBOX_LINK_TTL_MS + 60_000), keyOf(token)),
        ),
      )
      .expect(200);
  });

  it('stops opening the mailbox once the session that asked for the link logs out, and only that one', async () => {
    const someone = await registerOwner(t.http, 'Uitlogger');
    const id = await sendToSandbox(`Na uitloggen ${randomUUID()}`, '<p>weg</p>', someone.id);
    const other = await t.http
      .post('/api/admin/auth/login')
      .send({ email: someone.email, password: someone.password })
      .expect(200);
    const { url, token } = await mailboxOf(someone);
    const { url: otherUrl } = await mailboxOf({
      ...someone,
      auth: { Authorization: `Bearer ${other.body.token}` },
    });
    await t.http.get(url).expect(200);

    await t.http.post('/api/admin/auth/logout').set(someone.auth).expect(204);
    for (const path of [
      url,
      withToken(`/api/mail/sandbox/${id}`, token),
      withToken(`/api/mail/sandbox/${id}/eml`, token),
    ]) {
      const answer = await t.http.get(path).expect(403);
      expect(answer.text).toContain('Deze link is ongeldig of verlopen');
      expect(answer.text).not.toContain('Na uitloggen');
    }
    expect((await t.http.get(otherUrl).expect(200)).text).toContain('Na uitloggen');
  });

  it('answers a mail that is not there with a Dutch 404', async () => {
    const { token } = await mailboxOf(owner);
    const missing = await t.http.get(withToken(`/api/mail/sandbox/${randomUUID()}`, token)).expect(404);
    expect(missing.text).toContain('Deze e-mail bestaat niet');
    await t.http.get(withToken('/api/mail/sandbox/..%2f..%2fetc%2fpasswd', token)).expect(404);
    await t.http.get(withToken(`/api/mail/sandbox/${randomUUID()}/eml`, token)).expect(404);
    await t.http.get(withToken(`/api/mail/sandbox/${randomUUID()}/attachments/0`, token)).expect(404);
    await t.http.get(withToken(`/api/mail/sandbox/${randomUUID()}/attachments/abc`, token)).expect(404);
  });
});
