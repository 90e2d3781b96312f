/** What other parts of the server use to store and serve files and images. */
export { StorageModule } from './storage.module';
export { OBJECT_STORAGE, type ObjectStorage, type StoredObject } from './object-storage';
export { ImageStore } from './images/image-store';
export {
  ImageUploadInterceptor,
  IMAGE_UPLOAD_MAX_BYTES,
  type UploadedImage,
  type UploadedImages,
} from './images/image-upload.interceptor';
export {
  processImage,
  type ImageProcessingOptions,
  type ImageVariant,
  type ProcessedImage,
  type ShareCut,
} from './images/process-image';
export {
  IMAGE_WIDTHS,
  requestedImageWidth,
  SHARE_IMAGE_SIZE,
  SHARE_IMAGE_TYPE,
  type ImageWidth,
} from './images/image-widths';
export { sendImage } from './images/send-image';
export { RequestedImage, type ImageRequest } from './images/requested-image';
