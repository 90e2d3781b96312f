import { Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { join } from 'node:path';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { DiskStorage } from './disk-storage';
import { OBJECT_STORAGE, ObjectStorage } from './object-storage';
import { ImageStore } from './images/image-store';
import { S3Storage } from './s3-storage';

function createObjectStorage(config: AppConfig): ObjectStorage {
  if (config.storage.driver === 's3') return new S3Storage(config.storage);
  return new DiskStorage(join(config.dataDir, 'uploads'));
}

/** The object storage chosen by configuration, and the image pipeline on top of it. */
@Module({
  providers: [{ provide: OBJECT_STORAGE, inject: [APP_CONFIG], useFactory: createObjectStorage }, ImageStore],
  exports: [OBJECT_STORAGE, ImageStore],
})
export class StorageModule implements OnApplicationShutdown {
  constructor(@Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage) {}

  onApplicationShutdown(): void {
    if (this.storage instanceof S3Storage) this.storage.destroy();
  }
}
