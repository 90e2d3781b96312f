/**
 * The design tokens as data, read from tokens.css itself (Storybook and the tests import its
 * text), so the Foundations pages show whatever the stylesheet holds without anyone writing them.
 */

export type Theme = 'light' | 'dark';

export interface Token {
  /** The custom property, e.g. `--color-text`. */
  name: string;
  light: string;
  /** The dark theme's value where it differs from the light one, else the light one. */
  dark: string;
}

export type TokenGroup = 'colour' | 'type' | 'spacing' | 'radius' | 'shadow' | 'motion' | 'other';

const GROUP_PREFIXES: [TokenGroup, string[]][] = [
  ['colour', ['--color-']],
  ['type', ['--font-', '--line-height-']],
  ['spacing', ['--space-']],
  ['radius', ['--radius-']],
  ['shadow', ['--shadow-']],
  ['motion', ['--duration-', '--easing-']],
];

/** The Foundations page a token is shown on; a token of no known family lands on 'other'. */
export function tokenGroup(name: string): TokenGroup {
  for (const [group, prefixes] of GROUP_PREFIXES) {
    if (prefixes.some((prefix) => name.startsWith(prefix))) return group;
  }
  return 'other';
}

const DECLARATION = /(--[\w-]+)\s*:\s*([^;]+);/g;

/** The declarations of the first rule whose selector is exactly `selector`, in source order. */
function declarations(css: string, selector: string): Map<string, string> {
  const found = new Map<string, string>();
  const start = css.indexOf(`${selector} {`);
  if (start === -1) return found;
  const end = css.indexOf('}', start);
  for (const [, name, value] of css.slice(start, end).matchAll(DECLARATION)) {
    found.set(name!, value!.replace(/\s+/g, ' ').trim());
  }
  return found;
}

/** The custom properties of `:root` with their dark values (`[data-theme='dark']`), in source order. */
export function parseTokens(css: string): Token[] {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const light = declarations(withoutComments, ':root');
  const dark = declarations(withoutComments, "[data-theme='dark']");
  const tokens = [...light].map(([name, value]) => ({ name, light: value, dark: dark.get(name) ?? value }));
  // A token only the dark theme sets still is a token; it has no light value to fall back on.
  for (const [name, value] of dark) {
    if (!light.has(name)) tokens.push({ name, light: value, dark: value });
  }
  return tokens;
}

export const tokenValue = (token: Token, theme: Theme) => (theme === 'dark' ? token.dark : token.light);

/** The custom properties a stylesheet reads with `var(--x)` and reads without a fallback. */
export function tokensRead(css: string): string[] {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const names = new Set<string>();
  for (const [, name, rest] of withoutComments.matchAll(/var\(\s*(--[\w-]+)\s*([,)])/g)) {
    if (rest === ')') names.add(name!);
  }
  return [...names];
}

/** The custom properties a stylesheet sets itself (`--x: …`), which are its own, not tokens. */
export function propertiesSet(css: string): string[] {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...new Set([...withoutComments.matchAll(/(--[\w-]+)\s*:/g)].map(([, name]) => name!))];
}
