import { Inject, Injectable } from '@nestjs/common';
import { OBJECT_STORAGE, ObjectStorage, StoredObject } from '../object-storage';
import { ImageProcessingOptions, processImage, ProcessedImage } from './process-image';

/**
 * Images in object storage. Only processed images can be saved, so nothing a client uploaded
 * reaches storage (or a visitor's browser) unchecked.
 */
@Injectable()
export class ImageStore {
  constructor(@Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage) {}

  /** Checks and re-encodes an upload; throws a 400 for anything that is not a usable image. */
  prepare(upload: Buffer, options?: ImageProcessingOptions): Promise<ProcessedImage> {
    return processImage(upload, options);
  }

  save(key: string, image: ProcessedImage): Promise<void> {
    return this.storage.put(key, image.body, image.contentType);
  }

  read(key: string): Promise<StoredObject | undefined> {
    return this.storage.get(key);
  }

  remove(key: string): Promise<void> {
    return this.storage.delete(key);
  }
}
