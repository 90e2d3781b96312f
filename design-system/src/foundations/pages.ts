import { type Token, type TokenGroup, tokenGroup } from './tokens';

export interface FoundationPage {
  group: TokenGroup;
  title: string;
  /** What the page is about, for the reader. */
  intro: string;
  tokens: (all: Token[]) => Token[];
}

const page = (group: TokenGroup, title: string, intro: string): FoundationPage => ({
  group,
  title,
  intro,
  tokens: (all) => all.filter((token) => tokenGroup(token.name) === group),
});

/** The Foundations pages in reading order; together they show every token of tokens.css once. */
export const FOUNDATION_PAGES: FoundationPage[] = [
  page(
    'colour',
    'Colours',
    'Every colour token with the contrast (WCAG 2) it has on the backgrounds it sits on, in the theme shown. Text needs 4.5:1; the edge of an input and the focus ring need 3:1.',
  ),
  page(
    'type',
    'Typography',
    'Font families, the type scale, weights and line heights. Sizes are in rem; px at the default root size of 16 px.',
  ),
  page('spacing', 'Spacing', 'The spacing scale on a 4 px grid, for gaps, padding and margins.'),
  page('radius', 'Radii', 'Corner radii of controls, cards and dialogs, and the pill of badges and chips.'),
  page(
    'shadow',
    'Shadows',
    'Elevation: small for controls, medium for cards and menus, large for dialogs and sheets. The dark theme has its own, deeper shadows.',
  ),
  page(
    'motion',
    'Motion',
    'Durations and the easing curve of transitions. With reduced motion asked for, every transition and animation is cut to nearly nothing.',
  ),
  page('other', 'Other tokens', 'Control sizes, the border width, the focus ring and the stacking layers.'),
];
