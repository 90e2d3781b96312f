import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(__dirname, '..', '..');

/** Starts the built app with its own empty embedded database; the tests read E2E_BASE_URL. */
export default async function globalSetup() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bestelklaar-e2e-'));
  chmodSync(dataDir, 0o777);
  // The launcher is shared with the benchmarks (plain ESM), so it is loaded as a module.
  const { startLocalServer } = await import('../../scripts/lib/local-server.mjs');
  // A private build (E2E_SERVER_ENTRY, FRONTEND_DIST) lets several people run e2e side by side.
  const server = await startLocalServer({
    entry: resolve(root, process.env.E2E_SERVER_ENTRY ?? 'backend/dist/main.js'),
    dataDir,
    // Every journey orders at the demo shop from this one address: the 2 unpaid orders a customer may
    // hold there, 10 orders a minute per client and 300 unpaid holds a minute per shop would make the
    // journeys of three workers fail one another (the bounds are tested over HTTP in the backend).
    env: {
      UNPAID_ORDERS_PER_CUSTOMER: '1000',
      ORDER_RATE_LIMIT_PER_CLIENT: '10000',
      ORDER_RATE_LIMIT_PER_SHOP: '10000',
    },
  });
  process.env.E2E_BASE_URL = server.baseUrl;
  // Where the accessibility guard records the addresses it analysed, once per run across workers.
  const analysedDir = mkdtempSync(join(tmpdir(), 'bestelklaar-e2e-analysed-'));
  process.env.E2E_ANALYSED_DIR = analysedDir;

  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(analysedDir, { recursive: true, force: true });
  };
}
