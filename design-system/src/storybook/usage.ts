/** What a designer reads at the top of a component's docs page. */
export interface Usage {
  /** What the component is for. */
  use: string;
  /** When another component (or none) fits better. */
  avoid: string;
  /** The Dutch texts the component shows by itself (its defaults), exactly as it shows them. */
  texts?: readonly string[];
  /**
   * For a component that covers the page (an open dialog or sheet): each story of its docs page gets
   * a frame of its own, so it covers that frame instead of the docs page.
   */
  framed?: boolean;
}

export const USE_HEADING = '**When to use**';
export const AVOID_HEADING = '**When not to use**';
export const TEXTS_HEADING = '**Its own Dutch texts**';

/** The story file's `parameters.docs` with the component's usage as its description. */
export function usage({ use, avoid, texts = [], framed = false }: Usage) {
  const parts = [`${USE_HEADING}: ${use}`, `${AVOID_HEADING}: ${avoid}`];
  if (texts.length > 0)
    parts.push(
      `${TEXTS_HEADING} (defaults a screen may replace): ${texts.map((text) => `“${text}”`).join(', ')}`,
    );
  const description = { component: parts.join('\n\n') };
  return framed ? { description, story: { inline: false, height: '40rem' } } : { description };
}
