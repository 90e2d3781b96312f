import { describe, expect, it } from 'vitest';
import { imageSrcSet } from './image-widths';

describe('imageSrcSet', () => {
  it('offers every stored width after the version', () => {
    expect(imageSrcSet('/api/images/products/p1?v=3', [320, 640])).toBe(
      '/api/images/products/p1?v=3&w=320 320w, /api/images/products/p1?v=3&w=640 640w',
    );
  });

  it('starts the query when the URL has none', () => {
    expect(imageSrcSet('/logo', [320])).toBe('/logo?w=320 320w');
  });
});
