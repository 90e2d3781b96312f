import sharp from 'sharp';
import type { Test } from 'supertest';

/** A real image of the given format, drawn by sharp (a gradient, so encoders have something to do). */
export async function image(
  format: 'jpeg' | 'png' | 'webp' | 'gif',
  { width = 64, height = 48, alpha = false } = {},
): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * (alpha ? 4 : 3));
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7) % 256;
  return sharp(pixels, { raw: { width, height, channels: alpha ? 4 : 3 } })
    .toFormat(format)
    .toBuffer();
}

/** A JPEG photo as a phone makes it: rotated by its EXIF orientation, with the maker's details inside. */
export async function phonePhoto(): Promise<Buffer> {
  return sharp(await image('jpeg', { width: 80, height: 40 }))
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Artist: 'Geheime fotograaf', Make: 'Telefoon' } })
    .toBuffer();
}

export type FormFields = Record<string, string>;

/** A valid product form as the screen sends it: every value as text, the options as JSON text. */
export function productFields(overrides: FormFields = {}): FormFields {
  return {
    name: 'Croque monsieur',
    description: 'Met ham en kaas',
    price: '8.50',
    collection: '',
    stockQuantity: '',
    soldAlone: 'true',
    productOptions: '[]',
    ...overrides,
  };
}

/** Fills a multipart request with text fields and, optionally, a file in `image`. */
export function asMultipart(
  request: Test,
  fields: FormFields,
  file?: { body: Buffer; name?: string; type?: string },
) {
  for (const [name, value] of Object.entries(fields)) request.field(name, value);
  if (file)
    request.attach('image', file.body, {
      filename: file.name ?? 'foto.jpg',
      contentType: file.type ?? 'image/jpeg',
    });
  return request;
}
