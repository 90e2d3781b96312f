import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { OBJECT_STORAGE, ObjectStorage, StoredObject } from '../object-storage';
import { IMAGE_WIDTHS, ImageWidth, SHARE_IMAGE_TYPE, shareKey, variantKey } from './image-widths';
import { ImageProcessingOptions, processImage, ProcessedImage, shareCutOf, ShareCut } from './process-image';

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

  /**
   * Stores an image, and its variants beside it, under a new key below `prefix`, before anything
   * points at it. Should one file fail, none is left behind.
   */
  async stage(prefix: string, image: ProcessedImage): Promise<string> {
    const key = `${prefix}/${randomUUID()}`;
    try {
      await this.storage.put(key, image.body, image.contentType);
      for (const variant of image.variants)
        await this.storage.put(variantKey(key, variant.width), variant.body, variant.contentType);
      if (image.share) await this.storage.put(shareKey(key), image.share, SHARE_IMAGE_TYPE);
    } catch (error) {
      await this.removeQuietly([key]);
      throw error;
    }
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

  /**
   * The image under `key`; with a width (see requestedImageWidth), its WebP variant of that width.
   * Where there is none (the image is not wider, or was stored before variants existed) the
   * original stands in.
   */
  async read(key: string, width?: ImageWidth): Promise<StoredObject | undefined> {
    const variant = width === undefined ? undefined : await this.storage.get(variantKey(key, width));
    return variant ?? this.storage.get(key);
  }

  /**
   * The image under `key` cut for link previews, always SHARE_IMAGE_SIZE as JPEG (the size and type
   * pages claim in og:image:width/height/type). An image stored before its cut existed gets it cut
   * now and stored beside it, so it is cut once; two first requests at once store the same file.
   */
  async readShare(key: string, cut: ShareCut): Promise<StoredObject | undefined> {
    const stored = await this.storage.get(shareKey(key));
    if (stored) return stored;
    const original = await this.storage.get(key);
    if (!original) return undefined;
    const body = await shareCutOf(original.body, cut);
    await this.storage.put(shareKey(key), body, SHARE_IMAGE_TYPE);
    return { ...original, body, contentType: SHARE_IMAGE_TYPE };
  }

  /**
   * Removes images with their variants. A leftover file is harmless (nothing points at it), so a
   * failure to remove one is only logged.
   */
  async removeQuietly(keys: string[]): Promise<void> {
    for (const key of keys) {
      for (const file of [key, ...IMAGE_WIDTHS.map((width) => variantKey(key, width)), shareKey(key)]) {
        try {
          await this.storage.delete(file);
        } catch (error) {
          this.logger.warn(`Afbeelding ${file} kon niet worden verwijderd: ${String(error)}`);
        }
      }
    }
  }
}
