import {
  BadRequestException,
  CallHandler,
  ExecutionContext,
  Injectable,
  mixin,
  NestInterceptor,
  PayloadTooLargeException,
  Type,
} from '@nestjs/common';
import { FileFieldsInterceptor, FileInterceptor } from '@nestjs/platform-express';
import { IMAGE_MESSAGES } from '@bestelklaar/domain';
import { PayloadTooLarge, ValidationFailed } from '../../common/errors/app-error';

/** What `@UploadedFile()` hands a route that uses the interceptor below. */
export interface UploadedImage {
  buffer: Buffer;
}

/** What `@UploadedFiles()` hands a route that accepts several image fields. */
export type UploadedImages = Partial<Record<string, UploadedImage[]>>;

/** The server's limit per image upload (the screens compress to far less before sending). */
export const IMAGE_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** Text fields a form may carry by default; a form with a field per list entry asks for more. */
const DEFAULT_MAX_FIELDS = 30;

/**
 * Parses a multipart form with at most one image in each of `field`, kept in memory (it is re-encoded before
 * it is stored), and turns multer's English failures into our Dutch ones: a file over 10 MB is a 413,
 * a form that cannot be read is a 400. A request that is not multipart passes through untouched.
 */
export function ImageUploadInterceptor(
  field: string | string[] = 'image',
  { maxFields = DEFAULT_MAX_FIELDS }: { maxFields?: number } = {},
): Type<NestInterceptor> {
  const fields = typeof field === 'string' ? [field] : field;
  const limits = {
    fileSize: IMAGE_UPLOAD_MAX_BYTES,
    files: fields.length,
    fields: maxFields,
    fieldNameSize: 100,
    fieldSize: 256 * 1024,
    parts: maxFields + fields.length,
  };
  // One field: `@UploadedFile()`; several (at most one image each): `@UploadedFiles()`.
  const Multer =
    typeof field === 'string'
      ? FileInterceptor(field, { limits })
      : FileFieldsInterceptor(
          fields.map((name) => ({ name, maxCount: 1 })),
          { limits },
        );

  @Injectable()
  class ImageUpload implements NestInterceptor {
    private readonly multer = new Multer();

    async intercept(context: ExecutionContext, next: CallHandler) {
      try {
        return await this.multer.intercept(context, next);
      } catch (error) {
        throw translate(error, fields[0]!);
      }
    }
  }
  return mixin(ImageUpload);
}

function translate(error: unknown, field: string): unknown {
  if (error instanceof PayloadTooLargeException) return new PayloadTooLarge(IMAGE_MESSAGES.tooLarge);
  if (error instanceof BadRequestException) {
    if (/Unexpected file field|Too many files/.test(error.message))
      return ValidationFailed.ofFields({ [field]: IMAGE_MESSAGES.oneFile });
    return new ValidationFailed(IMAGE_MESSAGES.formUnreadable);
  }
  return error;
}
