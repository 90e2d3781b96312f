/**
 * The widths a stored image is also kept in (WebP, made once at upload), so a page can offer them
 * in `srcset`: from a card on a small phone up to a banner across a wide screen.
 */
export const IMAGE_WIDTHS = [320, 640, 960, 1280, 1920] as const;

export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** `srcset` for an image URL of ours (`…?v=3`): each stored width through `w=`. */
export function imageSrcSet(url: string, widths: readonly ImageWidth[] = IMAGE_WIDTHS): string {
  const separator = url.includes('?') ? '&' : '?';
  return widths.map((width) => `${url}${separator}w=${width} ${width}w`).join(', ');
}
