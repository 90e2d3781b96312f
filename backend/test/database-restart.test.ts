import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import request from 'supertest';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/database/embedded-postgres';
import { startAppProcess, type AppProcess } from './support/app-process';
import { freePort } from './support/free-port';
import { startSmtpInbox, type SmtpInbox } from './support/smtp-inbox';
import { skipDurability } from './support/template-database';
import { registerOwner } from './support/test-app';

/** As long as the outage the issue measured its log over. */
const OUTAGE_MS = 45_000;
/** What "mail sent after a database restart arrives within a minute" allows. */
const ARRIVES_WITHIN_MS = 60_000;
/** pino's level of an error line. */
const ERROR_LEVEL = 50;

let dir: string;
let port: number;
let postgres: EmbeddedDatabase | undefined;
let inbox: SmtpInbox;
let app: AppProcess;

/** A Postgres of this file's own, so the test can stop and start the real server. */
const startPostgres = () => startEmbeddedPostgres(join(dir, 'pg'), port, 'bestelklaar');

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'bestelklaar-restart-pg-'));
  chmodSync(dir, 0o777);
  port = await freePort();
  postgres = await startPostgres();
  await skipDurability(postgres.url);
  inbox = await startSmtpInbox();
  // The built server as it runs in production (its own process, its own log, the default job
  // polling), here over SMTP; it migrates the fresh database itself.
  app = await startAppProcess(postgres.url, { SMTP_URL: inbox.url, LOG_LEVEL: 'info' });
});
afterAll(async () => {
  await app?.stop();
  await inbox?.close();
  await postgres?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** The error lines of the app's log (JSON, one a line) in `output`. */
function errorLines(output: string): string[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{') && (JSON.parse(line) as { level: number }).level >= ERROR_LEVEL);
}

describe('Postgres stopped and started again', () => {
  it('sends the mails that were under way within a minute of its return, and logs the outage in a few lines', async () => {
    const http = request(app.baseUrl);
    // One after the other: one client's password hashes take their turn (three waiting at most).
    const owners: Awaited<ReturnType<typeof registerOwner>>[] = [];
    for (let index = 0; index < 4; index++) owners.push(await registerOwner(http));
    // The four reset mails' jobs are taken at once; SMTP holds the three a queue sends side by side.
    inbox.holdUntilSideBySide(Infinity);
    await Promise.all(
      owners.map((owner, n) =>
        http
          .post('/api/auth/password-reset/request')
          .set('X-Forwarded-For', `203.0.113.${n + 1}`)
          .send({ email: owner.email })
          .expect(202),
      ),
    );
    await expect.poll(() => inbox.heldCount, { timeout: 20_000 }).toBe(3);

    const outageStart = app.output().length;
    await postgres!.stop();
    postgres = undefined;
    // SMTP refuses them now: their failures cannot be recorded, as the database is gone.
    inbox.refuseHeld();
    await sleep(OUTAGE_MS);
    const duringOutage = errorLines(app.output().slice(outageStart));
    console.info(`Error lines while Postgres was away for ${OUTAGE_MS / 1000} s: ${duringOutage.length}`);

    postgres = await startPostgres();
    const returned = performance.now();
    const resetMails = await inbox.waitFor(
      (mail) => owners.some((owner) => mail.envelope.to.includes(owner.email)),
      4,
      ARRIVES_WITHIN_MS,
    );
    console.info(`Mails sent ${Math.round(performance.now() - returned)} ms after Postgres returned`);
    expect(new Set(resetMails.flatMap((mail) => mail.envelope.to))).toEqual(
      new Set(owners.map((owner) => owner.email)),
    );

    // One line when it went (and one a minute while away), with a count of the failures in between.
    expect(duringOutage.length).toBeGreaterThanOrEqual(1);
    expect(duringOutage.length).toBeLessThanOrEqual(2);
    expect(duringOutage[0]).toContain('de database is niet bereikbaar');
    await expect
      .poll(() => app.output().slice(outageStart), { timeout: 10_000 })
      .toMatch(/de database is terug na \d+ s \(\d+ mislukte pogingen\)/);
  }, 180_000);
});
