import type { CSSProperties, ReactNode } from 'react';
import tokensCss from '../tokens.css?raw';
import { type ColourEntry, colourEntries } from './colour-pairs';
import { formatRatio } from './contrast';
import styles from './foundations.module.css';
import { FOUNDATION_PAGES, type FoundationPage } from './pages';
import { type Theme, type Token, type TokenGroup, parseTokens, tokenValue } from './tokens';

/** Read once per build: a change to tokens.css reloads this module and so every page. */
export const TOKENS = parseTokens(tokensCss);

const pageOf = (group: TokenGroup) => FOUNDATION_PAGES.find((page) => page.group === group)!;

function PageFrame({ page, theme, children }: { page: FoundationPage; theme: Theme; children: ReactNode }) {
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{page.title}</h1>
        <p className={styles.intro}>
          {page.intro} Shown: the {theme === 'dark' ? 'dark' : 'light'} theme. Generated from{' '}
          <code>design-system/src/tokens.css</code>.
        </p>
      </header>
      {children}
    </article>
  );
}

const ROLE_TITLES: Record<ColourEntry['role'], string> = {
  text: 'Text and icons',
  'non-text': 'Edges and focus',
  background: 'Backgrounds and fills',
  decoration: 'Decoration (no contrast requirement)',
};

/** A text colour is shown as text on its background; an edge or a decoration as an edge, not as text. */
function ContrastSample({
  foreground,
  entry,
  asText,
}: {
  foreground: string;
  entry: ColourEntry['pairs'][number];
  asText: boolean;
}) {
  const passes = entry.minimum === null ? null : entry.ratio >= entry.minimum;
  return (
    <li className={styles.pair}>
      {asText ? (
        <span
          className={styles.sample}
          style={{ color: `var(${foreground})`, backgroundColor: `var(${entry.background})` }}
          aria-hidden="true"
        >
          Aa
        </span>
      ) : (
        <span
          className={styles.edgeSample}
          style={{ backgroundColor: `var(${entry.background})` }}
          aria-hidden="true"
        >
          <span style={{ borderColor: `var(${foreground})` }} />
        </span>
      )}
      <span className={styles.pairText}>
        <code>{entry.background.replace('--color-', '')}</code>
        <span>
          {formatRatio(entry.ratio)}
          {passes === null ? '' : passes ? ' ✓' : ` ✗ below ${entry.minimum}:1`}
          <span className={styles.visuallyHidden}>{passes ? `, meets ${entry.minimum}:1` : ''}</span>
        </span>
      </span>
    </li>
  );
}

function ColourRow({ entry }: { entry: ColourEntry }) {
  return (
    <tr>
      <td>
        <span className={styles.swatch} style={{ backgroundColor: `var(${entry.token.name})` }} />
      </td>
      <th scope="row">
        <code>{entry.token.name}</code>
      </th>
      <td>
        <code>{entry.value}</code>
      </td>
      <td>
        {entry.pairs.length > 0 && entry.role !== 'background' ? (
          <ul className={styles.pairs}>
            {entry.pairs.map((pair) => (
              <ContrastSample
                key={pair.background}
                foreground={entry.token.name}
                entry={pair}
                asText={entry.role === 'text'}
              />
            ))}
          </ul>
        ) : entry.carries.length > 0 ? (
          <span className={styles.note}>
            Carries{' '}
            {entry.carries.map((name, index) => [index > 0 ? ', ' : '', <code key={name}>{name}</code>])}
          </span>
        ) : (
          <span className={styles.note}>No contrast requirement</span>
        )}
      </td>
    </tr>
  );
}

export function ColoursPage({ theme }: { theme: Theme }) {
  const entries = colourEntries(TOKENS, theme);
  const roles = Object.keys(ROLE_TITLES) as ColourEntry['role'][];
  return (
    <PageFrame page={pageOf('colour')} theme={theme}>
      {roles.map((role) => {
        const ofRole = entries.filter((entry) => entry.role === role);
        if (ofRole.length === 0) return null;
        return (
          <section key={role} className={styles.section} aria-labelledby={`colours-${role}`}>
            <h2 id={`colours-${role}`} className={styles.sectionTitle}>
              {ROLE_TITLES[role]}
            </h2>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col" className={styles.colSwatch}>
                    <span className={styles.visuallyHidden}>Swatch</span>
                  </th>
                  <th scope="col" className={styles.colToken}>
                    Token
                  </th>
                  <th scope="col" className={styles.colValue}>
                    Value
                  </th>
                  <th scope="col">{role === 'background' ? 'Used under' : 'Contrast on'}</th>
                </tr>
              </thead>
              <tbody>
                {ofRole.map((entry) => (
                  <ColourRow key={entry.token.name} entry={entry} />
                ))}
              </tbody>
            </table>
          </section>
        );
      })}
    </PageFrame>
  );
}

const REM_PX = 16;
const inPixels = (value: string) => {
  const rem = /^([\d.]+)rem$/.exec(value)?.[1];
  return rem ? ` (${parseFloat(rem) * REM_PX}px)` : '';
};

/** A drawing of a `cubic-bezier()` easing, or nothing for any other value. */
function EasingCurve({ value }: { value: string }) {
  const points = /^cubic-bezier\(([^)]*)\)$/.exec(value)?.[1]?.split(',').map(Number);
  if (points?.length !== 4 || points.some(Number.isNaN)) return null;
  const [x1, y1, x2, y2] = points as [number, number, number, number];
  const size = 64;
  const at = (x: number, y: number) => `${x * size} ${size - y * size}`;
  return (
    <svg
      className={styles.curve}
      viewBox={`0 0 ${size} ${size}`}
      width={size}
      height={size}
      aria-hidden="true"
    >
      <path d={`M${at(0, 0)} C${at(x1, y1)} ${at(x2, y2)} ${at(1, 1)}`} />
    </svg>
  );
}

const SAMPLE_TEXT = 'Online bestellen en afhalen';

function sample(group: TokenGroup, token: Token, theme: Theme): ReactNode {
  const name = token.name;
  const value = tokenValue(token, theme);
  const style = (property: keyof CSSProperties): CSSProperties => ({ [property]: `var(${name})` });
  switch (group) {
    case 'type':
      if (name.startsWith('--font-size-')) return <span style={style('fontSize')}>{SAMPLE_TEXT}</span>;
      if (name.startsWith('--font-weight-')) return <span style={style('fontWeight')}>{SAMPLE_TEXT}</span>;
      if (name.startsWith('--font-family-'))
        return <span style={style('fontFamily')}>{SAMPLE_TEXT} 0123456789</span>;
      if (name.startsWith('--line-height-')) {
        return (
          <span className={styles.lines} style={style('lineHeight')}>
            {SAMPLE_TEXT}, {SAMPLE_TEXT.toLowerCase()}, {SAMPLE_TEXT.toLowerCase()}
          </span>
        );
      }
      return null;
    case 'spacing':
      return <span className={styles.bar} style={style('inlineSize')} />;
    case 'radius':
      return <span className={styles.corner} style={style('borderRadius')} />;
    case 'shadow':
      return <span className={styles.elevated} style={style('boxShadow')} />;
    case 'motion':
      if (name.startsWith('--easing-')) return <EasingCurve value={value} />;
      if (name.startsWith('--duration-')) {
        const ms = /^([\d.]+)ms$/.exec(value)?.[1];
        return ms ? <span className={styles.bar} style={{ inlineSize: `${parseFloat(ms) / 2}px` }} /> : null;
      }
      return null;
    default:
      if (name === '--focus-ring') return <span className={styles.corner} style={style('boxShadow')} />;
      if (name.startsWith('--control-height-'))
        return <span className={styles.control} style={style('blockSize')} />;
      return null;
  }
}

/** A page of one family of tokens: each with its light and dark value and a sample drawn with it. */
export function TokenPage({ group, theme }: { group: Exclude<TokenGroup, 'colour'>; theme: Theme }) {
  const page = pageOf(group);
  return (
    <PageFrame page={page} theme={theme}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col" className={styles.colToken}>
              Token
            </th>
            <th scope="col" className={styles.colValue}>
              Light
            </th>
            <th scope="col" className={styles.colValue}>
              Dark
            </th>
            <th scope="col">Sample</th>
          </tr>
        </thead>
        <tbody>
          {page.tokens(TOKENS).map((token) => (
            <tr key={token.name}>
              <th scope="row">
                <code>{token.name}</code>
              </th>
              <td>
                <code>
                  {token.light}
                  {inPixels(token.light)}
                </code>
              </td>
              <td>
                {token.dark === token.light ? (
                  <span className={styles.note}>same</span>
                ) : (
                  <code>{token.dark}</code>
                )}
              </td>
              <td>{sample(group, token, theme)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </PageFrame>
  );
}
