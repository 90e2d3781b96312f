import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BoundedClient } from '../src/database/bounded-client';
import { createDatabase } from './support/app-process';
import { TcpProxy } from './support/tcp-proxy';

let url: string;
let proxy: TcpProxy;
beforeAll(async () => {
  url = await createDatabase();
  const target = new URL(url);
  proxy = new TcpProxy(target.hostname, Number(target.port));
  await proxy.start();
});
afterAll(async () => {
  await proxy.restore();
  await proxy.stop();
});

/** The sessions the database holds for one application name, and what they are doing. */
async function sessionsOf(name: string): Promise<string[]> {
  const db = new Client({ connectionString: url });
  await db.connect();
  try {
    const { rows } = await db.query<{ state: string }>(
      'SELECT state FROM pg_stat_activity WHERE application_name = $1',
      [name],
    );
    return rows.map((row) => row.state);
  } finally {
    await db.end();
  }
}

describe("the app pool's client", () => {
  it('ends its connection once a statement outlived its time, so a transaction it opened is not left holding locks', async () => {
    const name = 'bounded-client-test';
    const client = new BoundedClient({
      connectionString: proxy.via(url),
      query_timeout: 300,
      application_name: name,
    });
    await client.connect();
    const ended = new Promise((resolve) => client.once('end', resolve));
    proxy.freeze();
    await expect(client.query('BEGIN')).rejects.toThrow('Query read timeout');
    // What came after it (the ROLLBACK) is dropped from the queue unsent when its own time runs out.
    await expect(client.query('ROLLBACK')).rejects.toThrow();
    await proxy.restore();
    await ended;
    await vi.waitFor(async () => expect(await sessionsOf(name)).toEqual([]), { timeout: 5_000 });
  });

  it('stays in use after a statement that failed for another reason', async () => {
    const client = new BoundedClient({ connectionString: url, query_timeout: 300 });
    await client.connect();
    try {
      await expect(client.query('SELECT * FROM no_such_table')).rejects.toThrow();
      await expect(client.query('SELECT 1 AS one')).resolves.toMatchObject({ rows: [{ one: 1 }] });
    } finally {
      await client.end();
    }
  });
});
