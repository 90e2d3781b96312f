import { IMAGE_MESSAGES } from '@bestelklaar/domain';

/** The spec's client-side image rules (spec 01 §5 and §9). */
export const IMAGE_RULES = {
  /** The size check compares with 40 MB although its message says 10MB; both are the spec's. */
  maxBytes: 40 * 1024 * 1024,
  maxSide: 800,
  jpegQuality: 0.8,
  warnAboveSide: 4000,
} as const;

const USUAL_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

export const PREPARE_IMAGE_MESSAGES = {
  notAnImage: 'Kies een afbeeldingsbestand (JPEG, PNG, WebP of GIF).',
  unreadable: 'De afbeelding kon niet worden geladen. Kies een ander bestand.',
  unusualFormat: (type: string) =>
    `Dit afbeeldingsformaat (${type || 'onbekend'}) is ongebruikelijk. Controleer of het voorbeeld er goed uitziet.`,
  veryLarge: (width: number, height: number) =>
    `Deze afbeelding is erg groot (${width} × ${height} pixels). Ze wordt verkleind tot maximaal ${IMAGE_RULES.maxSide} pixels.`,
} as const;

/** A file the screen can show and send, with warnings the owner should see. */
export interface PreparedImage {
  file: Blob;
  warnings: string[];
}

/** A file that cannot be used; the message says why. */
export class ImageRejected extends Error {}

/** The size that fits within `max` on the longest side, keeping the proportions; never larger. */
export function fitWithin(width: number, height: number, max: number): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The checks that need no decoding: is it an image, is it not absurdly large, is its format usual. */
export function checkImageFile(file: File): string[] {
  if (!file.type.startsWith('image/')) throw new ImageRejected(PREPARE_IMAGE_MESSAGES.notAnImage);
  if (file.size > IMAGE_RULES.maxBytes) throw new ImageRejected(IMAGE_MESSAGES.tooLargeBeforeUpload);
  return USUAL_TYPES.includes(file.type) ? [] : [PREPARE_IMAGE_MESSAGES.unusualFormat(file.type)];
}

/**
 * Makes a chosen photo ready to send: checked, then drawn at most 800 pixels on its longest side and
 * encoded as JPEG at quality 0.8, so a phone photo of several megabytes becomes a small upload. If
 * re-encoding fails, the original file is sent (the server checks and re-encodes it anyway).
 */
export async function prepareImage(file: File): Promise<PreparedImage> {
  const warnings = checkImageFile(file);
  const picture = await decode(file);
  try {
    if (picture.width > IMAGE_RULES.warnAboveSide || picture.height > IMAGE_RULES.warnAboveSide)
      warnings.push(PREPARE_IMAGE_MESSAGES.veryLarge(picture.width, picture.height));
    return { file: (await reencode(picture)) ?? file, warnings };
  } finally {
    picture.close();
  }
}

async function decode(file: File): Promise<ImageBitmap> {
  try {
    // Turned upright by its EXIF orientation, as the owner sees it.
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new ImageRejected(PREPARE_IMAGE_MESSAGES.unreadable);
  }
}

async function reencode(picture: ImageBitmap): Promise<Blob | null> {
  try {
    const size = fitWithin(picture.width, picture.height, IMAGE_RULES.maxSide);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return null;
    // JPEG has no transparency; white reads better than the black a transparent logo would become.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
    context.drawImage(picture, 0, 0, size.width, size.height);
    return await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', IMAGE_RULES.jpegQuality),
    );
  } catch {
    return null;
  }
}
