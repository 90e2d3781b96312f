import sharp from 'sharp';
import { IMAGE_MESSAGES } from '@bestelklaar/domain';
import { ValidationFailed } from '../../common/errors/app-error';
import { IMAGE_WIDTHS, SHARE_IMAGE_SIZE, type ImageWidth } from './image-widths';

/** An upload that passed the checks, re-encoded; only these are ever stored. */
export interface ProcessedImage {
  readonly body: Buffer;
  readonly contentType: 'image/jpeg' | 'image/webp';
  readonly width: number;
  readonly height: number;
  /** The same image as WebP in each of IMAGE_WIDTHS below its own, made once so no request resizes. */
  readonly variants: readonly ImageVariant[];
  /** The image cut to SHARE_IMAGE_SIZE as JPEG, when asked for (`share`). */
  readonly share?: Buffer;
}

export interface ImageVariant {
  readonly width: ImageWidth;
  readonly body: Buffer;
  readonly contentType: 'image/webp';
}

export interface ImageProcessingOptions {
  /** Longest side of the stored image in pixels; smaller images are not enlarged. */
  maxSide?: number;
  /** The form field the errors are reported on. */
  field?: string;
  /** Also cut the image to SHARE_IMAGE_SIZE for link previews, the way `ShareCut` says. */
  share?: ShareCut;
}

/**
 * How an image becomes a link preview of SHARE_IMAGE_SIZE: `fill` covers it around what draws the
 * eye (a banner), `fit` shows it whole, centred on white (a logo, which cutting would mutilate).
 */
export type ShareCut = 'fill' | 'fit';

/** Recognised by their content (magic bytes), never by file name or declared type. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);

/** 50 megapixels: more than any phone photo, and a bound on the memory a crafted file can claim. */
export const IMAGE_MAX_INPUT_PIXELS = 50_000_000;

/** Sharp enough at twice the size of the largest card the shop shows. */
export const DEFAULT_IMAGE_MAX_SIDE = 1600;

/**
 * Checks that an upload is a JPEG, PNG, WebP or GIF image and re-encodes it: turned upright, metadata
 * (EXIF, GPS, comments) dropped, longest side bounded, the first frame of an animation only. Opaque
 * images become JPEG; images with transparent pixels (logos) become WebP, which keeps them.
 * Anything else is a 400 on `field`, so call this before writing anything.
 */
export async function processImage(
  input: Buffer,
  { maxSide = DEFAULT_IMAGE_MAX_SIDE, field = 'image', share }: ImageProcessingOptions = {},
): Promise<ProcessedImage> {
  const refuse = (message: string) => ValidationFailed.ofFields({ [field]: message });

  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(input).metadata();
  } catch {
    throw refuse(IMAGE_MESSAGES.notAnImage);
  }
  if (!ACCEPTED_FORMATS.has(metadata.format)) throw refuse(IMAGE_MESSAGES.notAnImage);
  if (metadata.width * metadata.height > IMAGE_MAX_INPUT_PIXELS) throw refuse(IMAGE_MESSAGES.tooManyPixels);

  const decode = () =>
    sharp(input, { autoOrient: true, failOn: 'error', limitInputPixels: IMAGE_MAX_INPUT_PIXELS });
  try {
    // GIFs and many PNGs carry an alpha channel without using it; only real transparency needs WebP.
    const transparent = metadata.hasAlpha && !(await decode().stats()).isOpaque;
    const resized = decode().resize({
      width: maxSide,
      height: maxSide,
      fit: 'inside',
      withoutEnlargement: true,
    });
    const encoded = transparent
      ? resized.webp({ quality: 82, alphaQuality: 90 })
      : resized.jpeg({ quality: 82, mozjpeg: true });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return {
      body: data,
      contentType: transparent ? 'image/webp' : 'image/jpeg',
      width: info.width,
      height: info.height,
      variants: await variantsOf(data, info.width),
      ...(share && { share: await shareCutOf(data, share) }),
    };
  } catch {
    // The header was readable but the pixel data is not (a truncated or corrupt file).
    throw refuse(IMAGE_MESSAGES.notAnImage);
  }
}

/**
 * The WebP variants narrower than the image, resized from the re-encoded image (already small, so
 * quick to decode). A width the image does not exceed gets no variant: the original is that size.
 */
async function variantsOf(image: Buffer, width: number): Promise<ImageVariant[]> {
  return Promise.all(
    IMAGE_WIDTHS.filter((variantWidth) => variantWidth < width).map(async (variantWidth) => ({
      width: variantWidth,
      body: await sharp(image).resize({ width: variantWidth }).webp({ quality: 78 }).toBuffer(),
      contentType: 'image/webp' as const,
    })),
  );
}

/**
 * The link preview: exactly SHARE_IMAGE_SIZE (enlarged if need be, as a preview would), a JPEG
 * flattened on white, since previews show no transparency. Also made from a stored image that
 * predates its cut (ImageStore.readShare).
 */
export function shareCutOf(image: Buffer, cut: ShareCut): Promise<Buffer> {
  const white = { r: 255, g: 255, b: 255, alpha: 1 };
  return sharp(image)
    .resize(
      cut === 'fill'
        ? { ...SHARE_IMAGE_SIZE, fit: 'cover', position: 'attention' }
        : { ...SHARE_IMAGE_SIZE, fit: 'contain', background: white },
    )
    .flatten({ background: white })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}
