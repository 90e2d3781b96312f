import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { requestedImageWidth, type ImageWidth } from './image-widths';

/** What an image URL asks for: a width (`?w=`), and whether it names one version (`?v=`), so it may be cached for good. */
export interface ImageRequest {
  width: ImageWidth | undefined;
  versioned: boolean;
}

/** The `?w=` and `?v=` of every public image route (item photos, shop logo and banner), read once. */
export const RequestedImage = createParamDecorator((_: unknown, context: ExecutionContext): ImageRequest => {
  const { w, v } = context.switchToHttp().getRequest<Request>().query;
  return { width: requestedImageWidth(w), versioned: typeof v === 'string' && v !== '' };
});
