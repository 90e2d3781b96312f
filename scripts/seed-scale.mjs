import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { buildIfNeeded } from './build-if-needed.mjs';
import { openDatabase, seedScale } from './lib/scale-seed.mjs';

/**
 * A platform's worth of data for measurements: `--shops` launched shops (subdomains scale-00001…),
 * `--items` products and menus each, `--orders` orders over the past year and the coming week. Into
 * DATABASE_URL, or else the embedded Postgres that `npm start` uses (DATA_DIR, EMBEDDED_POSTGRES_PORT).
 * Set-based SQL only; a second run with the same arguments adds nothing, larger ones top up.
 */
const { values } = parseArgs({
  options: {
    shops: { type: 'string', default: '100' },
    items: { type: 'string', default: '20' },
    orders: { type: 'string', default: '100000' },
  },
});
const size = {
  shops: Number(values.shops),
  items: Number(values.items),
  orders: Number(values.orders),
};
for (const [name, value] of Object.entries(size))
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`--${name} moet een positief geheel getal zijn.`);
if (size.items < 3) throw new Error('--items moet minstens 3 zijn (producten en een menu).');

buildIfNeeded(['domain', 'backend']);
const started = performance.now();
const database = await openDatabase();
try {
  await seedScale(database.url, size, (phase, ms, detail = '') =>
    console.log(`${phase.padEnd(28)} ${(ms / 1000).toFixed(1).padStart(7)} s  ${detail}`),
  );
  console.log(`${'totaal'.padEnd(28)} ${((performance.now() - started) / 1000).toFixed(1).padStart(7)} s`);
} finally {
  await database.stop();
}
