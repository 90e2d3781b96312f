/** WCAG 2 contrast between colours as CSS writes them (hex, rgb()), with translucent ones laid on their background. */

export interface Rgba {
  r: number;
  g: number;
  b: number;
  /** 0 (transparent) to 1 (opaque). */
  a: number;
}

/** A colour written as #rgb, #rrggbb, #rrggbbaa or rgb()/rgba() (comma or space syntax); otherwise null. */
export function parseColour(value: string): Rgba | null {
  const text = value.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3,8})$/.exec(text)?.[1];
  if (hex) {
    const digits = hex.length <= 4 ? [...hex].map((digit) => digit + digit).join('') : hex;
    if (digits.length !== 6 && digits.length !== 8) return null;
    const channel = (at: number) => parseInt(digits.slice(at, at + 2), 16);
    return { r: channel(0), g: channel(2), b: channel(4), a: digits.length === 8 ? channel(6) / 255 : 1 };
  }
  const rgb = /^rgba?\(([^)]*)\)$/.exec(text)?.[1];
  if (rgb) {
    const parts = rgb.split(/[\s,/]+/).filter(Boolean);
    if (parts.length !== 3 && parts.length !== 4) return null;
    const number = (part: string, scale: number) =>
      part.endsWith('%') ? (parseFloat(part) / 100) * scale : parseFloat(part);
    const [r, g, b] = parts.slice(0, 3).map((part) => number(part, 255));
    const a = parts[3] === undefined ? 1 : number(parts[3], 1);
    if ([r, g, b, a].some((channel) => channel === undefined || Number.isNaN(channel))) return null;
    return { r: r!, g: g!, b: b!, a };
  }
  return null;
}

/** `top` laid over the opaque `bottom`, as the screen shows it. */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  const mix = (upper: number, lower: number) => upper * top.a + lower * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

/** WCAG 2's relative luminance of an opaque colour. */
export function relativeLuminance({ r, g, b }: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/**
 * The contrast ratio (1 to 21) of `foreground` on `background`; a translucent foreground is laid
 * on the background first, and a translucent background on white.
 */
export function contrastRatio(foreground: Rgba, background: Rgba): number {
  const white = { r: 255, g: 255, b: 255, a: 1 };
  const under = background.a < 1 ? composite(background, white) : background;
  const over = foreground.a < 1 ? composite(foreground, under) : foreground;
  const [lighter, darker] = [relativeLuminance(over), relativeLuminance(under)].sort((x, y) => y - x);
  return (lighter! + 0.05) / (darker! + 0.05);
}

/** A ratio as WCAG tools print it: two decimals, cut rather than rounded, so 4.499 never reads 4.5. */
export const formatRatio = (ratio: number) => `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
