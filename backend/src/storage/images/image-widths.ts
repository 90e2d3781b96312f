import { IMAGE_WIDTHS, type ImageWidth } from '@bestelklaar/domain';

/**
 * The domain's IMAGE_WIDTHS, which pages offer in `srcset`. Only widths below the image's own are
 * made (never enlarged); asked for a wider one, the original answers, which is that image's best.
 */
export { IMAGE_WIDTHS, type ImageWidth };

/** Where an image's variant of `width` is stored: beside the original, removed with it. */
export function variantKey(key: string, width: ImageWidth): string {
  return `${key}-w${width}`;
}

/** Open Graph's large picture: 1.91:1, the size link previews show without cutting it themselves. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 628 } as const;
/** The link preview's format: previews show no transparency, and every one of them reads JPEG. */
export const SHARE_IMAGE_TYPE = 'image/jpeg';

/** Where an image's cut to SHARE_IMAGE_SIZE is stored (banners only): beside the original, removed with it. */
export function shareKey(key: string): string {
  return `${key}-og`;
}

/**
 * `?w=` of an image URL: the smallest stored width at least as wide as asked (the largest beyond
 * it). Anything that is not a positive whole number asks for nothing: the original is served.
 */
export function requestedImageWidth(value: unknown): ImageWidth | undefined {
  if (typeof value !== 'string' || !/^\d{1,5}$/.test(value)) return undefined;
  const asked = Number(value);
  if (asked === 0) return undefined;
  return IMAGE_WIDTHS.find((width) => width >= asked) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
}
