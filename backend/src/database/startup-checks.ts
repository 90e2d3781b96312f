import { createServer } from 'node:net';
import { Client } from 'pg';
import { StartupFailure } from '../config/startup-failure';

/** Binds `port` and lets it go again; rejects with the system's error (EADDRINUSE, EACCES) when it cannot. */
export function tryListen(port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}

export function listenFailure(error: unknown, port: number): unknown {
  switch ((error as NodeJS.ErrnoException).code) {
    case 'EADDRINUSE':
      return new StartupFailure(
        `poort ${port} is al in gebruik (draait Bestelklaar al?); stop dat programma of kies een andere poort met PORT.`,
      );
    case 'EACCES':
      return new StartupFailure(
        `poort ${port} vraagt beheerdersrechten; kies met PORT een poort vanaf 1024.`,
      );
    default:
      return error;
  }
}

const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/**
 * Connects once before Nest does: a wrong DATABASE_URL (or DATABASE_DIRECT_URL, named by `name`)
 * then ends in one sentence, instead of TypeORM's retries and a stack trace. The password is never repeated.
 */
export async function checkDatabaseUrl(url: string, name = 'DATABASE_URL'): Promise<void> {
  const target = URL.parse(url);
  if (target?.protocol !== 'postgres:' && target?.protocol !== 'postgresql:') {
    throw new StartupFailure(
      `${name} is geen geldige Postgres-URL; gebruik de vorm postgres://gebruiker:wachtwoord@host:5432/database.`,
    );
  }
  const server = `${target.hostname}:${target.port || 5432}`;
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
  } catch (error) {
    const { code, message } = error as { code?: string; message?: string };
    if ((code && UNREACHABLE.has(code)) || /timeout/i.test(message ?? '')) {
      throw new StartupFailure(
        `de database op ${server} is niet bereikbaar; start Postgres of verbeter host en poort in ${name}.`,
      );
    }
    if (code === '28P01' || code === '28000') {
      throw new StartupFailure(
        `Postgres op ${server} weigert gebruiker ${decodeURIComponent(target.username)}; verbeter gebruiker en wachtwoord in ${name}.`,
      );
    }
    if (code === '3D000') {
      const database = decodeURIComponent(target.pathname.slice(1));
      throw new StartupFailure(
        `de database ${database} bestaat niet op ${server}; maak ze aan (createdb ${database}) of verbeter de naam in ${name}.`,
      );
    }
    throw error;
  }
  await client.end();
}
