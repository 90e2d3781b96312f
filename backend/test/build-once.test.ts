import { execFile, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildOnce } from './support/build-once';

/** The cache of the compiled Peppol rules: built once however many workers ask at once. */

const run = promisify(execFile);
let root: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'bestelklaar-build-once-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

async function slowBuild(dir: string) {
  await new Promise((resolve) => setTimeout(resolve, 200));
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'result'), 'done');
}

describe('buildOnce', () => {
  it('builds once for many callers at once, and every caller gets the whole folder', async () => {
    let builds = 0;
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        buildOnce(
          root,
          'k',
          async (dir) => {
            builds += 1;
            await slowBuild(dir);
          },
          20,
        ),
      ),
    );
    expect(builds).toBe(1);
    expect(results.filter((result) => result.builtHere)).toHaveLength(1);
    for (const result of results) expect(readFileSync(join(result.dir, 'result'), 'utf8')).toBe('done');
  });

  it('builds once for processes racing each other', async () => {
    const log = join(root, 'builders');
    writeFileSync(log, '');
    const probe = join(__dirname, 'support', 'build-once-probe.mjs');
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => run(process.execPath, [probe, root, 'shared', log])),
    );
    const results = answers.map((answer) => JSON.parse(answer.stdout) as { dir: string; builtHere: boolean });
    const builders = readFileSync(log, 'utf8').trim().split('\n');
    expect(builders).toHaveLength(1);
    expect(results.filter((result) => result.builtHere)).toHaveLength(1);
    expect(readFileSync(join(root, 'shared', 'made-by'), 'utf8')).toBe(builders[0]);
  });

  it('takes over the lock of a process that died', async () => {
    const dead = spawnSync(process.execPath, ['-e', '0']).pid;
    writeFileSync(join(root, 'k.lock'), String(dead));
    const result = await buildOnce(root, 'k', slowBuild, 20);
    expect(result.builtHere).toBe(true);
    expect(existsSync(join(root, 'k.lock'))).toBe(false);
  });

  it('leaves no folder and no lock after a failed build, so the next call builds', async () => {
    await expect(
      buildOnce(root, 'k', async (dir) => {
        mkdirSync(dir, { recursive: true });
        throw new Error('compile failed');
      }),
    ).rejects.toThrow('compile failed');
    expect(readdirSync(root)).toEqual([]);
    expect((await buildOnce(root, 'k', slowBuild)).builtHere).toBe(true);
  });
});
