import { contrastRatio, parseColour } from './contrast';
import { type Theme, type Token, tokenValue } from './tokens';

/**
 * Which colour sits on which, read from the tokens' names, so a new token finds its pairs itself:
 * `--color-on-x` is text on the fill `--color-x` (and its hover and active fills),
 * `--color-x-soft-text` is text on `--color-x-soft`, any other `…text…` token is text on the
 * page's surfaces; `--color-border-strong` (input edges) and `--color-focus` are non-text parts
 * on the surfaces (3:1). A colour of none of these kinds is a background or a decoration: its
 * contrast with the page's background is shown without a requirement.
 */

export const SURFACES = ['--color-bg', '--color-surface', '--color-surface-muted', '--color-surface-raised'];

export type ColourRole = 'text' | 'non-text' | 'background' | 'decoration';

export interface ColourPair {
  background: string;
  ratio: number;
  /** WCAG AA's minimum for this pair, or null where none applies (a decoration). */
  minimum: number | null;
}

export interface ColourEntry {
  token: Token;
  value: string;
  role: ColourRole;
  /** The backgrounds it sits on, with the contrast there. */
  pairs: ColourPair[];
  /** For a background: the colours that sit on it. */
  carries: string[];
}

const TEXT_MINIMUM = 4.5;
const NON_TEXT_MINIMUM = 3;

function placement(name: string, names: Set<string>): { role: ColourRole; on: string[] } {
  const exists = (candidates: string[]) => candidates.filter((candidate) => names.has(candidate));
  const onFill = /^--color-on-(.+)$/.exec(name)?.[1];
  if (onFill) {
    const fill = `--color-${onFill}`;
    return { role: 'text', on: exists([fill, `${fill}-hover`, `${fill}-active`]) };
  }
  const soft = /^(--color-.+-soft)-text$/.exec(name)?.[1];
  if (soft) return { role: 'text', on: exists([soft]) };
  if (/^--color-(.+-)?text(-.+)?$/.test(name)) return { role: 'text', on: exists(SURFACES) };
  if (name === '--color-border-strong' || name === '--color-focus') {
    return { role: 'non-text', on: exists(SURFACES) };
  }
  return { role: 'decoration', on: exists(['--color-bg']) };
}

/** Every colour token of `tokens` with its contrast against what it sits on, in `theme`. */
export function colourEntries(tokens: Token[], theme: Theme): ColourEntry[] {
  const colours = tokens.filter((token) => token.name.startsWith('--color-'));
  const names = new Set(colours.map((token) => token.name));
  const byName = new Map(colours.map((token) => [token.name, token]));
  const placed = new Map(colours.map((token) => [token.name, placement(token.name, names)]));
  const backgrounds = new Set(
    [...placed.values()].filter(({ role }) => role !== 'decoration').flatMap(({ on }) => on),
  );

  return colours.map((token) => {
    const { role: placedRole, on } = placed.get(token.name)!;
    const role: ColourRole =
      placedRole === 'decoration' && backgrounds.has(token.name) ? 'background' : placedRole;
    const foreground = parseColour(tokenValue(token, theme));
    const minimum = role === 'text' ? TEXT_MINIMUM : role === 'non-text' ? NON_TEXT_MINIMUM : null;
    const pairs = (role === 'background' ? [] : on).flatMap((background): ColourPair[] => {
      const under = parseColour(tokenValue(byName.get(background)!, theme));
      if (!foreground || !under || background === token.name) return [];
      return [{ background, ratio: contrastRatio(foreground, under), minimum }];
    });
    const carries = [...placed]
      .filter(([, placedOther]) => placedOther.role !== 'decoration' && placedOther.on.includes(token.name))
      .map(([name]) => name);
    return { token, value: tokenValue(token, theme), role, pairs, carries };
  });
}
