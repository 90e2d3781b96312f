/** A stored file and the media type it was stored with. */
export interface StoredObject {
  body: Buffer;
  contentType: string;
}

/**
 * Where uploaded files live, by key ("products/<id>"). Implementations: DiskStorage (default) and
 * S3Storage. Keys are the caller's business; the storage never interprets them beyond a safety check.
 */
export interface ObjectStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Undefined when nothing is stored under the key. */
  get(key: string): Promise<StoredObject | undefined>;
  /** Removing a key that holds nothing is not an error. */
  delete(key: string): Promise<void>;
}

export const OBJECT_STORAGE = Symbol('OBJECT_STORAGE');

const KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*$/i;

/** Keys are slash-separated names without dots, so no key can step outside its folder or bucket prefix. */
export function assertValidKey(key: string): void {
  if (!KEY.test(key) || key.length > 512) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}
