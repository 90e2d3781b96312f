import { describe, expect, it } from 'vitest';
import tokensCss from '../tokens.css?raw';
import { colourEntries } from './colour-pairs';
import { FOUNDATION_PAGES } from './pages';
import { parseTokens, propertiesSet, tokenGroup, tokensRead } from './tokens';

const stylesheets = {
  ...import.meta.glob<string>('../**/*.css', { query: '?raw', import: 'default', eager: true }),
  ...import.meta.glob<string>('../../../frontend/src/**/*.css', {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
};
/** Custom properties components set from script (`style={{ '--x': … }}`): theirs, not tokens. */
const sources = {
  ...import.meta.glob<string>('../**/*.tsx', { query: '?raw', import: 'default', eager: true }),
  ...import.meta.glob<string>('../../../frontend/src/**/*.tsx', {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
};

const tokens = parseTokens(tokensCss);
const documented = new Set(
  FOUNDATION_PAGES.flatMap((page) => page.tokens(tokens).map((token) => token.name)),
);

describe('the tokens parser', () => {
  it('reads the light values and the dark theme over them, in source order', () => {
    const css = `:root { --a: 1px; /* note: --b: 9px; */ --b:\n  2px,\n  3px; --c: #fff; }
      [data-theme='dark'] { --c: #000; --d: 4px; }
      body { --e: 5px; color: var(--c); }`;
    expect(parseTokens(css)).toEqual([
      { name: '--a', light: '1px', dark: '1px' },
      { name: '--b', light: '2px, 3px', dark: '2px, 3px' },
      { name: '--c', light: '#fff', dark: '#000' },
      { name: '--d', light: '4px', dark: '4px' },
    ]);
  });

  it('tells the tokens read from the ones a sheet only offers as a hook or sets itself', () => {
    const css = '.a { --own: 1px; margin: var(--own) var(--space-2); top: var(--hook, var(--space-4)); }';
    expect(tokensRead(css).sort()).toEqual(['--own', '--space-2', '--space-4']);
    expect(propertiesSet(css)).toEqual(['--own']);
  });

  it('finds the tokens of tokens.css with their dark values', () => {
    expect(tokens).toHaveLength(
      new Set(tokensCss.match(/^\s+--[\w-]+(?=:)/gm)!.map((line) => line.trim())).size,
    );
    expect(tokens.find((token) => token.name === '--color-text')).toEqual({
      name: '--color-text',
      light: '#2b1d16',
      dark: '#f7eee8',
    });
    expect(tokenGroup('--font-size-md')).toBe('type');
    expect(tokenGroup('--z-toast')).toBe('other');
  });
});

describe('the Foundations pages', () => {
  it('show every token of tokens.css exactly once', () => {
    const shown = FOUNDATION_PAGES.flatMap((page) => page.tokens(tokens).map((token) => token.name));
    expect(shown.sort()).toEqual(tokens.map((token) => token.name).sort());
  });

  it('document every token a stylesheet of the design system or the app reads', () => {
    const setSomewhere = new Set([
      ...Object.values(stylesheets).flatMap(propertiesSet),
      ...Object.values(sources).flatMap((source) =>
        [...source.matchAll(/'(--[\w-]+)'\s*:/g)].map(([, name]) => name!),
      ),
    ]);
    const undocumented = Object.entries(stylesheets).flatMap(([path, css]) =>
      tokensRead(css)
        .filter((name) => !documented.has(name) && !setSomewhere.has(name) && !name.startsWith('--radix-'))
        .map((name) => `${path}: ${name}`),
    );
    expect(Object.keys(stylesheets).length).toBeGreaterThan(40);
    expect(undocumented).toEqual([]);
  });

  it('show every text colour meeting WCAG AA on each background it sits on, in both themes', () => {
    for (const theme of ['light', 'dark'] as const) {
      const failing = colourEntries(tokens, theme).flatMap((entry) =>
        entry.pairs
          .filter((pair) => pair.minimum !== null && pair.ratio < pair.minimum)
          .map((pair) => `${theme}: ${entry.token.name} on ${pair.background} ${pair.ratio.toFixed(2)}`),
      );
      expect(failing).toEqual([]);
    }
  });

  it('pair text with the fill or surface it sits on', () => {
    const entries = new Map(colourEntries(tokens, 'light').map((entry) => [entry.token.name, entry]));
    const on = (name: string) => entries.get(name)!.pairs.map((pair) => pair.background);
    expect(on('--color-on-primary')).toEqual([
      '--color-primary',
      '--color-primary-hover',
      '--color-primary-active',
    ]);
    expect(on('--color-success-soft-text')).toEqual(['--color-success-soft']);
    expect(on('--color-text-muted')).toEqual([
      '--color-bg',
      '--color-surface',
      '--color-surface-muted',
      '--color-surface-raised',
    ]);
    expect(entries.get('--color-primary')!.role).toBe('background');
    expect(entries.get('--color-primary')!.carries).toEqual(['--color-on-primary']);
    expect(entries.get('--color-on-primary')!.pairs[0]!.ratio).toBeCloseTo(5.18, 2);
  });
});
