import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it, type TestContext } from 'vitest';
import { createDatabase, runAppUntilExit, type Exit } from './support/app-process';
import { freePort } from './support/free-port';

/**
 * Every way the app can fail to start that an operator can fix ends in one sentence naming the
 * problem and the fix, and a non-zero exit code.
 */
describe.concurrent('start-up failures', () => {
  it('names the HTTP port when another program holds it', async ({ onTestFinished }) => {
    const port = await occupyPort(onTestFinished);
    const result = await runAppUntilExit({ PORT: String(port), DATABASE_URL: await createDatabase() });
    expectOneSentence(
      result,
      `Bestelklaar start niet: poort ${port} is al in gebruik (draait Bestelklaar al?); stop dat programma of kies een andere poort met PORT.`,
    );
  });

  it('refuses a known example secret in production', async () => {
    const result = await runAppUntilExit({
      NODE_ENV: 'production',
      JWT_SECRET: 'change-me-in-production',
      DATABASE_URL: await createDatabase(),
    });
    expectOneSentence(
      result,
      'Bestelklaar start niet: JWT_SECRET is te kort of een bekend voorbeeld; zet minstens 32 willekeurige tekens (bv. openssl rand -base64 48) of laat het leeg, dan wordt er een gemaakt in de datamap.',
    );
  });

  it('names a configuration value that is not a number', async () => {
    const result = await runAppUntilExit({ PORT: 'drieduizend', DATABASE_URL: await createDatabase() });
    expectOneSentence(result, 'Bestelklaar start niet: PORT moet een geheel getal zijn, niet "drieduizend".');
  });

  it('names the database port when another program holds it', async ({ onTestFinished }) => {
    const port = await occupyPort(onTestFinished);
    const result = await runAppUntilExit({
      EMBEDDED_POSTGRES_PORT: String(port),
      DATA_DIR: dataDir(onTestFinished),
    });
    expectOneSentence(
      result,
      `Bestelklaar start niet: de databasepoort ${port} is al in gebruik (draait Bestelklaar al?); stop dat programma of kies een andere poort met EMBEDDED_POSTGRES_PORT.`,
    );
  });

  it('refuses a data folder made by another Postgres major', async ({ onTestFinished }) => {
    const dir = dataDir(onTestFinished);
    mkdirSync(join(dir, 'postgres'));
    writeFileSync(join(dir, 'postgres', 'PG_VERSION'), '16\n');
    const result = await runAppUntilExit({ DATA_DIR: dir });
    expectOneSentence(
      result,
      `Bestelklaar start niet: de datamap ${join(dir, 'postgres')} is gemaakt door PostgreSQL 16, maar Bestelklaar gebruikt PostgreSQL 17; verplaats de map (zet de gegevens over met pg_dump) of kies een andere map met DATA_DIR.`,
    );
  });

  /**
   * Mode 000 on the data folder's parent. A normal user is stopped by the app's own check; root
   * ignores modes, but Postgres runs as the system user `postgres` then, and that user is stopped
   * by Postgres itself, whose refusal the app recognises. Either way the same sentence.
   */
  it('names a data folder the database cannot read', async ({ onTestFinished }) => {
    const dir = dataDir(onTestFinished);
    mkdirSync(join(dir, 'postgres'));
    writeFileSync(join(dir, 'postgres', 'PG_VERSION'), '17\n');
    chmodSync(dir, 0o000);
    const result = await runAppUntilExit({ DATA_DIR: dir });
    expectOneSentence(
      result,
      new RegExp(
        `^Bestelklaar start niet: de datamap ${escape(join(dir, 'postgres'))} is niet toegankelijk voor gebruiker \\S+, onder wie de database draait; geef die gebruiker lees- en schrijfrechten op de map en toegang tot de bovenliggende mappen, of kies een andere map met DATA_DIR\\.$`,
      ),
    );
  });

  it('names a data folder that is a file', async ({ onTestFinished }) => {
    const file = join(dataDir(onTestFinished), 'bestand');
    writeFileSync(file, '');
    const result = await runAppUntilExit({ DATA_DIR: file });
    expectOneSentence(
      result,
      `Bestelklaar start niet: de datamap ${join(file, 'postgres')} is geen map; verplaats wat daar staat of kies een andere map met DATA_DIR.`,
    );
  });

  it.each(['geen url', 'mysql://root@localhost/bestelklaar'])('refuses DATABASE_URL=%s', async (url) => {
    const result = await runAppUntilExit({ DATABASE_URL: url });
    expectOneSentence(
      result,
      'Bestelklaar start niet: DATABASE_URL is geen geldige Postgres-URL; gebruik de vorm postgres://gebruiker:wachtwoord@host:5432/database.',
    );
  });

  it('names a database server nobody answers on', async () => {
    const port = await freePort();
    const result = await runAppUntilExit({
      DATABASE_URL: `postgres://postgres:postgres@127.0.0.1:${port}/bestelklaar`,
    });
    expectOneSentence(
      result,
      `Bestelklaar start niet: de database op 127.0.0.1:${port} is niet bereikbaar; start Postgres of verbeter host en poort in DATABASE_URL.`,
    );
  });

  it('names the user when the password is wrong, without repeating the password', async () => {
    const url = new URL(inject('postgresAdminUrl'));
    url.password = 'fout-wachtwoord';
    const result = await runAppUntilExit({ DATABASE_URL: url.href });
    expectOneSentence(
      result,
      `Bestelklaar start niet: Postgres op 127.0.0.1:${url.port} weigert gebruiker postgres; verbeter gebruiker en wachtwoord in DATABASE_URL.`,
    );
    expect(result.output).not.toContain('fout-wachtwoord');
  });

  it('names a database that does not exist', async () => {
    const url = new URL(inject('postgresAdminUrl'));
    url.pathname = '/bestaat_niet';
    const result = await runAppUntilExit({ DATABASE_URL: url.href });
    expectOneSentence(
      result,
      `Bestelklaar start niet: de database bestaat_niet bestaat niet op 127.0.0.1:${url.port}; maak ze aan (createdb bestaat_niet) of verbeter de naam in DATABASE_URL.`,
    );
  });

  it('names DATABASE_DIRECT_URL when nobody answers there', async () => {
    const port = await freePort();
    const result = await runAppUntilExit({
      DATABASE_URL: await createDatabase(),
      DATABASE_DIRECT_URL: `postgres://postgres:postgres@127.0.0.1:${port}/bestelklaar`,
    });
    expectOneSentence(
      result,
      `Bestelklaar start niet: de database op 127.0.0.1:${port} is niet bereikbaar; start Postgres of verbeter host en poort in DATABASE_DIRECT_URL.`,
    );
  });

  it('refuses DATABASE_DIRECT_URL without DATABASE_URL', async () => {
    const result = await runAppUntilExit({ DATABASE_DIRECT_URL: inject('postgresAdminUrl') });
    expectOneSentence(
      result,
      'Bestelklaar start niet: DATABASE_DIRECT_URL werkt alleen samen met DATABASE_URL.',
    );
  });
});

type OnFinished = TestContext['onTestFinished'];

async function occupyPort(onFinished: OnFinished): Promise<number> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return (server.address() as { port: number }).port;
}

function dataDir(onFinished: OnFinished): string {
  const dir = mkdtempSync(join(tmpdir(), 'bestelklaar-startup-'));
  onFinished(() => {
    chmodSync(dir, 0o700);
    rmSync(dir, { recursive: true, force: true });
  });
  return dir;
}

function expectOneSentence(result: Exit & { output: string }, sentence: string | RegExp): void {
  expect(result.output).not.toContain('undefined');
  expect(result.output.trim().split('\n')).toEqual([
    typeof sentence === 'string' ? sentence : expect.stringMatching(sentence),
  ]);
  expect(result.code).toBe(1);
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
