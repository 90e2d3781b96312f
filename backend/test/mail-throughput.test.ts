import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { SettableClock } from '../src/common/clock';
import { JobQueue } from '../src/common/jobs';
import { UnitOfWork } from '../src/database/unit-of-work';
import { MailService } from '../src/modules/mail/mail.service';
import type { OutgoingMail } from '../src/modules/mail/outgoing-mail';
import { startSmtpInbox, type SmtpInbox } from './support/smtp-inbox';
import { registerOwner, startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let inbox: SmtpInbox;
let shopId: string;
const clock = new SettableClock(new Date());

function mail(subject: string): OutgoingMail {
  const id = randomUUID();
  return {
    accountId: shopId,
    orderId: id,
    kind: 'order-confirmation',
    dedupeKey: `order-confirmation:${id}`,
    to: 'klant@voorbeeld.be',
    subject,
    html: '<p>Hallo</p>',
    text: 'Hallo',
  };
}

async function eventually(done: () => boolean, ms = 20_000): Promise<void> {
  const until = Date.now() + ms;
  while (!done()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function health(): Promise<{ oldestUnsentJobSeconds: number }> {
  const response = await t.http.get('/api/health').expect(200);
  return response.body.details;
}

beforeAll(async () => {
  inbox = await startSmtpInbox();
  // The first retry a minute after a failure: a refused mail waits, and is seen waiting.
  t = await startTestApp({ smtpUrl: inbox.url, mailRetryDelaySeconds: 60 }, { clock });
  shopId = (await registerOwner(t.http)).id;
});

afterAll(async () => {
  await t?.close();
  await inbox?.close();
});

describe('background work keeps up', () => {
  it('hands several mails to SMTP side by side, so a slow answer does not hold the rest', async () => {
    const run = randomUUID();
    inbox.holdUntilSideBySide(3);
    for (let n = 0; n < 3; n++) await t.app.get(MailService).enqueue(mail(`Naast elkaar ${run} ${n}`));
    // One send at a time would wait for an answer the server gives only once three are under way.
    const received = await inbox.waitFor((m) => m.parsed.subject?.includes(run) ?? false, 3, 20_000);
    expect(received.map((m) => m.parsed.subject).sort()).toEqual(
      [0, 1, 2].map((n) => `Naast elkaar ${run} ${n}`),
    );
  }, 30_000);

  it('goes on with other work while the SMTP server hangs on every mail', async () => {
    const run = randomUUID();
    inbox.holdUntilSideBySide(Infinity);
    try {
      for (let n = 0; n < 8; n++) await t.app.get(MailService).enqueue(mail(`Hangend ${run} ${n}`));
      await eventually(() => inbox.heldCount >= 3);
      let done = false;
      await t.app.get(JobQueue).define({
        name: 'test.beside-hanging-mail',
        handle: async () => void (done = true),
      });
      await t.app.get(JobQueue).enqueue('test.beside-hanging-mail', {});
      await eventually(() => done, 10_000);
    } finally {
      inbox.releaseHeld();
    }
    await inbox.waitFor((m) => m.parsed.subject?.includes(run) ?? false, 8, 20_000);
  }, 45_000);

  it('retries only the job that failed when jobs are handled together', async () => {
    const jobs = t.app.get(JobQueue);
    const calls = new Map<number, number>();
    await jobs.define<{ n: number }>({
      name: 'test.side-by-side',
      retryLimit: 1,
      retryDelaySeconds: 1,
      handle: async ({ n }) => {
        calls.set(n, (calls.get(n) ?? 0) + 1);
        if (n === 0) throw new Error('mislukt');
      },
    });
    await t.app.get(UnitOfWork).transaction(async () => {
      for (let n = 0; n < 5; n++) await jobs.enqueue('test.side-by-side', { n });
    });
    await eventually(() => calls.get(0) === 2);
    // The retry has run: any job failed along with it would have run twice by now too.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(Object.fromEntries(calls)).toEqual({ 0: 2, 1: 1, 2: 1, 3: 1, 4: 1 });
  }, 30_000);

  it('reports in /api/health how long the oldest unsent job has waited', async () => {
    clock.set(new Date());
    expect((await health()).oldestUnsentJobSeconds).toBeLessThan(5);

    inbox.refuseNext(Infinity);
    const refusals = inbox.refusals;
    await t.app.get(MailService).enqueue(mail(`Geweigerd ${randomUUID()}`));
    await eventually(() => inbox.refusals > refusals);
    // Waiting out its retry, the mail's job is unsent: two minutes on, it has waited two minutes.
    clock.advance(120_000);
    const { oldestUnsentJobSeconds } = await health();
    expect(oldestUnsentJobSeconds).toBeGreaterThanOrEqual(119);
    expect(oldestUnsentJobSeconds).toBeLessThan(125);
    inbox.refuseNext(0);
  }, 30_000);
});
