import { describe, expect, it } from 'vitest';
import { checkImageFile, fitWithin, ImageRejected, prepareImage } from './prepare-image';

function fileOf(type: string, bytes = 10) {
  return new File([new Uint8Array(bytes)], 'foto', { type });
}

describe('fitWithin', () => {
  it('bounds the longest side at the maximum and keeps the proportions', () => {
    expect(fitWithin(4000, 3000, 800)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(1000, 3000, 800)).toEqual({ width: 267, height: 800 });
  });

  it('never enlarges', () => {
    expect(fitWithin(640, 480, 800)).toEqual({ width: 640, height: 480 });
  });
});

describe('checkImageFile', () => {
  it('refuses a file that is not an image', () => {
    expect(() => checkImageFile(fileOf('application/pdf'))).toThrow(
      'Kies een afbeeldingsbestand (JPEG, PNG, WebP of GIF).',
    );
  });

  it('refuses above 40 MB with the spec text that says 10MB', () => {
    const huge = { type: 'image/jpeg', size: 40 * 1024 * 1024 + 1 } as File;
    expect(() => checkImageFile(huge)).toThrow(
      'De afbeelding is te groot. Maximum toegestane grootte is 10MB.',
    );
    expect(checkImageFile({ type: 'image/jpeg', size: 40 * 1024 * 1024 } as File)).toEqual([]);
  });

  it('warns about an unusual format but lets it through', () => {
    expect(checkImageFile(fileOf('image/heic'))).toEqual([
      'Dit afbeeldingsformaat (image/heic) is ongebruikelijk. Controleer of het voorbeeld er goed uitziet.',
    ]);
  });
});

describe('prepareImage', () => {
  it('rejects an image the browser cannot decode', async () => {
    await expect(prepareImage(fileOf('image/jpeg'))).rejects.toEqual(
      new ImageRejected('De afbeelding kon niet worden geladen. Kies een ander bestand.'),
    );
  });
});
