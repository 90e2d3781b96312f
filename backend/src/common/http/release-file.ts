import { statSync } from 'node:fs';

/**
 * A file of the frontend build, read through `read` and read again only when the file changed (a new
 * release: another modification time or size); undefined while there is no such file.
 */
export function releaseFile<T>(path: string, read: (path: string, stamp: string) => T): () => T | undefined {
  let current: { value: T; stamp: string } | undefined;
  return () => {
    const stats = statSync(path, { throwIfNoEntry: false });
    if (!stats?.isFile()) return undefined;
    const stamp = `${stats.mtimeMs}:${stats.size}`;
    if (current?.stamp !== stamp) current = { value: read(path, stamp), stamp };
    return current.value;
  };
}
