import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';

/**
 * A folder made once per key, however many processes (test workers, parallel runs) ask at the same
 * time. One at a time holds `<key>.lock` and builds into a folder of its own, which it renames into
 * place when complete, so a reader sees either no folder or a whole one; the others wait for it. A lock
 * left by a process that died is taken over.
 */

export interface BuiltFolder {
  dir: string;
  /** Whether this call built it (false: it was there, or another process built it meanwhile). */
  builtHere: boolean;
  /** How long the call took: the build itself, or waiting and looking. */
  milliseconds: number;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock file, or answers false when a living process holds it; a dead holder's lock is removed. */
function tryLock(lockFile: string): boolean {
  try {
    const fd = openSync(lockFile, 'wx');
    writeSync(fd, String(process.pid));
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  let holder: number;
  let lockedAt: number | undefined;
  try {
    holder = Number(readFileSync(lockFile, 'utf8'));
    lockedAt = statSync(lockFile, { throwIfNoEntry: false })?.mtimeMs;
  } catch {
    return false; // released between our open and our read: look again on the next turn
  }
  if (lockedAt === undefined) return false;
  // A lock without its pid yet is one being written this instant.
  const beingWritten = !(holder > 0) && Date.now() - lockedAt < 2_000;
  if (beingWritten || (Number.isInteger(holder) && holder > 0 && isAlive(holder))) return false;
  rmSync(lockFile, { force: true });
  return false;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function buildOnce(
  root: string,
  key: string,
  build: (dir: string) => Promise<void>,
  pollMilliseconds = 500,
): Promise<BuiltFolder> {
  const started = performance.now();
  mkdirSync(root, { recursive: true });
  const dir = join(root, key);
  const lockFile = join(root, `${key}.lock`);
  const result = (builtHere: boolean) => ({
    dir,
    builtHere,
    milliseconds: Math.round(performance.now() - started),
  });
  for (;;) {
    if (existsSync(dir)) return result(false);
    if (tryLock(lockFile)) {
      try {
        if (existsSync(dir)) return result(false);
        const building = join(root, `${key}.building-${process.pid}`);
        rmSync(building, { recursive: true, force: true });
        try {
          await build(building);
        } catch (error) {
          rmSync(building, { recursive: true, force: true });
          throw error;
        }
        renameSync(building, dir);
        return result(true);
      } finally {
        rmSync(lockFile, { force: true });
      }
    }
    await sleep(pollMilliseconds);
  }
}
