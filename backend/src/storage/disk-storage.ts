import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import { assertValidKey, ObjectStorage, StoredObject } from './object-storage';

/**
 * Files under a folder (by default `DATA_DIR/uploads`). Each file holds its media type on the first
 * line and the bytes after it, so a write is one atomic rename and a reader never sees a half-written
 * file or a type that belongs to another version.
 */
export class DiskStorage implements ObjectStorage {
  constructor(private readonly root: string) {}

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const path = this.pathOf(key);
    if (contentType.includes('\n')) throw new Error('A media type has no line breaks');
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${randomUUID()}.tmp`;
    await writeFile(temporary, Buffer.concat([Buffer.from(`${contentType}\n`), body]));
    await rename(temporary, path);
  }

  async get(key: string): Promise<StoredObject | undefined> {
    let file: Buffer;
    try {
      file = await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
    const newline = file.indexOf(0x0a);
    return { contentType: file.subarray(0, newline).toString('utf8'), body: file.subarray(newline + 1) };
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  private pathOf(key: string): string {
    assertValidKey(key);
    return join(this.root, key);
  }
}
