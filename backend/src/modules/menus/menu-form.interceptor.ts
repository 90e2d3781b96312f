import {
  BadRequestException,
  CallHandler,
  ExecutionContext,
  Injectable,
  NestInterceptor,
  PayloadTooLargeException,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { IMAGE_MESSAGES, MENU_LIMITS } from '@bestelklaar/domain';
import { PayloadTooLarge, ValidationFailed } from '../../common/errors/app-error';
import { IMAGE_UPLOAD_MAX_BYTES } from '../../storage';

/** `products[0]` … `products[49]` and the menu's other fields, with room to spare. */
const MAX_FIELDS = MENU_LIMITS.productsMax + 20;

const Multer = FileInterceptor('image', {
  limits: {
    fileSize: IMAGE_UPLOAD_MAX_BYTES,
    files: 1,
    fields: MAX_FIELDS,
    fieldNameSize: 100,
    fieldSize: 256 * 1024,
    parts: MAX_FIELDS + 1,
  },
});

/**
 * The menu form with its image in `image`, as storage's ImageUploadInterceptor reads a product's, but
 * with room for a field per product (that one allows 30 fields). Multer's English failures become our
 * Dutch ones: a file over 10 MB is a 413, a form that cannot be read a 400.
 */
@Injectable()
export class MenuFormInterceptor implements NestInterceptor {
  private readonly multer = new Multer();

  async intercept(context: ExecutionContext, next: CallHandler) {
    try {
      return await this.multer.intercept(context, next);
    } catch (error) {
      throw translate(error);
    }
  }
}

function translate(error: unknown): unknown {
  if (error instanceof PayloadTooLargeException) return new PayloadTooLarge(IMAGE_MESSAGES.tooLarge);
  if (error instanceof BadRequestException) {
    if (/Unexpected file field|Too many files/.test(error.message))
      return ValidationFailed.ofFields({ image: IMAGE_MESSAGES.oneFile });
    return new ValidationFailed(IMAGE_MESSAGES.formUnreadable);
  }
  return error;
}
