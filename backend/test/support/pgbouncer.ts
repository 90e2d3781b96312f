import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from 'pg';
import { freePort } from './free-port';

export const PGBOUNCER = '/usr/sbin/pgbouncer';
const STOP_TIMEOUT_MS = 5_000;

/** A real PgBouncer in transaction mode, as managed Postgres offerings put in front of the database. */
export interface PgBouncer {
  /** `url` (a database on the pooled server) with its host and port replaced by PgBouncer's. */
  via(url: string): string;
  /** Client connections PgBouncer holds for `database`, from its admin console. */
  clients(database: string): Promise<number>;
  /** Everything it logged so far. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts Debian's `pgbouncer` as a child process in front of the Postgres that `serverUrl` names:
 * transaction pooling, fewer server connections than the app opens (so they are really shared),
 * every database on that server reachable by its name, logging in as `serverUrl`'s user.
 */
export async function startPgBouncer(serverUrl: string): Promise<PgBouncer> {
  if (!existsSync(PGBOUNCER))
    throw new Error(
      `PgBouncer is missing at ${PGBOUNCER}: install it with \`sudo apt-get install -y pgbouncer\` (Debian, Ubuntu), as .ci/run does.`,
    );
  const server = new URL(serverUrl);
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'bestelklaar-pgbouncer-'));
  // PgBouncer refuses to run as root; it then switches to the postgres user, who must read its file.
  chmodSync(dir, 0o755);
  const config = join(dir, 'pgbouncer.ini');
  writeFileSync(
    config,
    [
      '[databases]',
      `* = host=${server.hostname} port=${server.port || 5432} user=${decodeURIComponent(server.username)} password=${decodeURIComponent(server.password)}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      // Any client name is let in and logs in as the configured user: a test's pooler, on loopback only.
      'auth_type = any',
      'pool_mode = transaction',
      'default_pool_size = 4',
      'max_client_conn = 200',
      'ignore_startup_parameters = extra_float_digits',
      '',
    ].join('\n'),
    { mode: 0o644 },
  );
  const runsAsRoot = process.getuid?.() === 0;
  const child = spawn(PGBOUNCER, [...(runsAsRoot ? ['-u', 'postgres'] : []), config], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => (output += chunk.toString('utf8'));
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  const pooler: PgBouncer = {
    via: (url) => {
      const pooled = new URL(url);
      pooled.hostname = '127.0.0.1';
      pooled.port = String(port);
      return pooled.toString();
    },
    clients: async (database) => {
      const admin = new Client({ connectionString: `postgres://pgbouncer@127.0.0.1:${port}/pgbouncer` });
      await admin.connect();
      try {
        // Without parameters pg sends the simple protocol, the only one the admin console speaks.
        const { rows } = await admin.query<{ database: string }>('SHOW CLIENTS');
        return rows.filter((row) => row.database === database).length;
      } finally {
        await admin.end();
      }
    },
    output: () => output,
    stop: async () => {
      await stopChild(child, exited);
      rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    await untilAnswering(pooler.via(serverUrl), child, () => output);
  } catch (error) {
    await pooler.stop();
    throw error;
  }
  return pooler;
}

async function untilAnswering(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = performance.now() + 10_000;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`PgBouncer exited with ${child.exitCode}:\n${output()}`);
    const client = new Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
    const answered = await client
      .connect()
      .then(() => client.query('SELECT 1'))
      .then(
        () => true,
        () => false,
      );
    await client.end().catch(() => undefined);
    if (answered) return;
    await sleep(50);
  }
  throw new Error(`PgBouncer did not answer on ${url}:\n${output()}`);
}

async function stopChild(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  // SIGTERM: PgBouncer's (1.18) immediate shutdown, closing its connections at once.
  child.kill('SIGTERM');
  if (await Promise.race([exited.then(() => true), sleep(STOP_TIMEOUT_MS).then(() => false)])) return;
  child.kill('SIGKILL');
  await exited;
}
