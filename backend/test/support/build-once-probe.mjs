// One process asking buildOnce for a folder, for the cross-process race in build-once.test.ts.
// Arguments: the cache root, the key, and a file this process appends its pid to when it builds.
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import process from 'node:process';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildOnce } from './build-once.ts';

const [root, key, log] = process.argv.slice(2);
const built = await buildOnce(
  root,
  key,
  async (dir) => {
    appendFileSync(log, `${process.pid}\n`);
    await sleep(400);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'made-by'), String(process.pid));
  },
  50,
);
process.stdout.write(JSON.stringify(built));
