import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { OBJECT_STORAGE, ObjectStorage, StoredObject } from '../object-storage';
import { ImageProcessingOptions, processImage, ProcessedImage } from './process-image';

/** What a change does to stored images: files stored for it, and files it makes obsolete. */
export interface ImageChanges {
  staged: string[];
  replaced: string[];
}

/**
 * Images in object storage. Only processed images can be saved, so nothing a client uploaded
 * reaches storage (or a visitor's browser) unchecked.
 *
 * Storage is network I/O, so it never runs inside a database transaction: a new image is stored
 * first under a key of its own (`stage`), the transaction then points at it, and `commitImages`
 * removes it again when that transaction fails, or removes the image it replaced once it committed.
 */
@Injectable()
export class ImageStore {
  private readonly logger = new Logger(ImageStore.name);

  constructor(@Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage) {}

  /** Checks and re-encodes an upload; throws a 400 for anything that is not a usable image. */
  prepare(upload: Buffer, options?: ImageProcessingOptions): Promise<ProcessedImage> {
    return processImage(upload, options);
  }

  /** Stores an image under a new key below `prefix`, before anything points at it. */
  async stage(prefix: string, image: ProcessedImage): Promise<string> {
    const key = `${prefix}/${randomUUID()}`;
    await this.storage.put(key, image.body, image.contentType);
    return key;
  }

  /** Runs `commit`; then drops the replaced images, or, when it failed, the staged ones. */
  async commitImages<T>(changes: ImageChanges, commit: () => Promise<T>): Promise<T> {
    let result: T;
    try {
      result = await commit();
    } catch (error) {
      await this.removeQuietly(changes.staged);
      throw error;
    }
    await this.removeQuietly(changes.replaced);
    return result;
  }

  read(key: string): Promise<StoredObject | undefined> {
    return this.storage.get(key);
  }

  /** A leftover file is harmless (nothing points at it), so a failure to remove one is only logged. */
  async removeQuietly(keys: string[]): Promise<void> {
    for (const key of keys) {
      try {
        await this.storage.delete(key);
      } catch (error) {
        this.logger.warn(`Afbeelding ${key} kon niet worden verwijderd: ${String(error)}`);
      }
    }
  }
}
