import { describe, expect, it } from 'vitest';
import { composite, contrastRatio, formatRatio, parseColour, relativeLuminance } from './contrast';

const colour = (value: string) => {
  const parsed = parseColour(value);
  if (!parsed) throw new Error(`not a colour: ${value}`);
  return parsed;
};

describe('contrast', () => {
  it('reads hex and rgb() in their usual spellings', () => {
    expect(parseColour('#fff')).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    expect(parseColour('#C2410C')).toEqual({ r: 194, g: 65, b: 12, a: 1 });
    expect(parseColour('#00000080')).toEqual({ r: 0, g: 0, b: 0, a: 128 / 255 });
    expect(parseColour('rgb(43 29 22 / 0.55)')).toEqual({ r: 43, g: 29, b: 22, a: 0.55 });
    expect(parseColour('rgba(255, 0, 0, 50%)')).toEqual({ r: 255, g: 0, b: 0, a: 0.5 });
    expect(parseColour('color-mix(in srgb, red, blue)')).toBeNull();
    expect(parseColour('#abcde')).toBeNull();
  });

  it('gives the WCAG ratios of known pairs', () => {
    expect(contrastRatio(colour('#000'), colour('#fff'))).toBe(21);
    expect(contrastRatio(colour('#fff'), colour('#000'))).toBe(21);
    expect(contrastRatio(colour('#777'), colour('#777'))).toBe(1);
    // Published by WebAIM's contrast checker: #767676 on white is the lightest grey passing AA.
    expect(contrastRatio(colour('#767676'), colour('#fff'))).toBeCloseTo(4.54, 2);
    expect(contrastRatio(colour('#777777'), colour('#fff'))).toBeCloseTo(4.48, 2);
    // Pure red on white, 4.0:1, and blue on white, 8.59:1.
    expect(contrastRatio(colour('#ff0000'), colour('#ffffff'))).toBeCloseTo(4.0, 2);
    expect(contrastRatio(colour('#0000ff'), colour('#ffffff'))).toBeCloseTo(8.59, 2);
  });

  it('lays a translucent colour on its background before comparing', () => {
    const halfBlack = colour('rgb(0 0 0 / 0.5)');
    expect(composite(halfBlack, colour('#fff'))).toEqual({ r: 127.5, g: 127.5, b: 127.5, a: 1 });
    expect(contrastRatio(halfBlack, colour('#fff'))).toBeCloseTo(
      contrastRatio(colour('#808080'), colour('#fff')),
      1,
    );
    expect(contrastRatio(colour('rgb(0 0 0 / 0)'), colour('#fff'))).toBe(1);
  });

  it('uses the luminance of sRGB with its linear toe', () => {
    expect(relativeLuminance(colour('#fff'))).toBe(1);
    expect(relativeLuminance(colour('#000'))).toBe(0);
    expect(relativeLuminance(colour('#0a0a0a'))).toBeCloseTo(10 / 255 / 12.92, 6);
  });

  it('never rounds a failing ratio up to a passing one', () => {
    expect(formatRatio(4.499)).toBe('4.49:1');
    expect(formatRatio(21)).toBe('21.00:1');
  });
});
