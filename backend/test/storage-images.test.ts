import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ValidationFailed } from '../src/common/errors/app-error';
import { processImage } from '../src/storage/images/process-image';
import { image, phonePhoto } from './support/catalog-fixtures';

async function refusal(input: Buffer, field?: string): Promise<ValidationFailed> {
  const error = await processImage(input, { field }).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ValidationFailed);
  return error as ValidationFailed;
}

describe('processImage', () => {
  it.each(['jpeg', 'png', 'webp', 'gif'] as const)(
    'accepts a %s by its content and re-encodes it as JPEG',
    async (format) => {
      const result = await processImage(await image(format));
      expect(result.contentType).toBe('image/jpeg');
      expect((await sharp(result.body).metadata()).format).toBe('jpeg');
    },
  );

  it('keeps transparency as WebP', async () => {
    const result = await processImage(await image('png', { alpha: true }));
    expect(result.contentType).toBe('image/webp');
    expect((await sharp(result.body).metadata()).hasAlpha).toBe(true);
  });

  it('bounds the longest side without enlarging small images', async () => {
    const wide = await processImage(await image('jpeg', { width: 3000, height: 1000 }), { maxSide: 1200 });
    expect([wide.width, wide.height]).toEqual([1200, 400]);
    const small = await processImage(await image('jpeg', { width: 300, height: 200 }), { maxSide: 1200 });
    expect([small.width, small.height]).toEqual([300, 200]);
  });

  it('turns a phone photo upright and drops its EXIF details', async () => {
    const result = await processImage(await phonePhoto());
    expect([result.width, result.height]).toEqual([40, 80]);
    const metadata = await sharp(result.body).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
  });

  it('refuses what is not an image, naming the given field', async () => {
    const error = await refusal(Buffer.from('%PDF-1.7 geen foto'), 'logo');
    expect(error.status).toBe(400);
    expect(error.fields).toEqual({
      logo: 'Dit bestand is geen geldige afbeelding. Kies een JPEG-, PNG-, WebP- of GIF-bestand.',
    });
  });

  it('refuses image formats other than the four, such as SVG and TIFF', async () => {
    await refusal(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>'));
    await refusal(
      await sharp(await image('png'))
        .tiff()
        .toBuffer(),
    );
  });

  it('refuses more than 50 megapixels before decoding them', async () => {
    const huge = await sharp({ create: { width: 8000, height: 7000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    const error = await refusal(huge);
    expect(error.fields).toEqual({
      image: 'De afbeelding heeft te veel pixels. Kies een kleinere afbeelding.',
    });
  });
});
