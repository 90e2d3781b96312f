import type { ReactNode, SVGProps } from 'react';

type DrawingProps = SVGProps<SVGSVGElement> & { size?: number | string };

/**
 * A 24-pixel line drawing in lucide's style (2-pixel round strokes), for what lucide does not draw.
 * `data-drawing` names it, as lucide's `lucide-{name}` class names its own.
 */
function lineDrawing(name: string, paths: ReactNode) {
  function Drawing({ size = 24, ...svgProps }: DrawingProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        data-drawing={name}
        {...svgProps}
      >
        {paths}
      </svg>
    );
  }
  Drawing.displayName = `LineDrawing(${name})`;
  return Drawing;
}

/** The 'Boxen' icon: a take-away box with a handle. */
export const BoxIcon = lineDrawing(
  'box',
  <>
    <path d="M4 10h16l-1.6 9.1a1 1 0 0 1-1 .9H6.6a1 1 0 0 1-1-.9z" />
    <path d="M3 10l2.4-4h13.2L21 10" />
    <path d="M9 6V4.5a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1V6" />
    <path d="M9.5 14h5" />
  </>,
);

/** A paper cone of fries. */
export const FriesIcon = lineDrawing(
  'fries',
  <>
    <path d="M5 11h14l-2 10H7z" />
    <path d="M8 11 7 4" />
    <path d="M11 11V3" />
    <path d="M14 11l1-7" />
    <path d="M17 11l1.5-5" />
  </>,
);

/** A nigiri: a slice of fish on a block of rice. */
export const SushiIcon = lineDrawing(
  'sushi',
  <>
    <rect x="3" y="13" width="18" height="7" rx="3.5" />
    <path d="M3.5 13.5C5 10 8 8 13 8c4 0 6.5 1.5 7.5 5" />
    <path d="M9 9.2l1.3 3.8" />
    <path d="M13.5 8.3l.8 4.7" />
  </>,
);

/** A bowl of rice with chopsticks. */
export const RiceBowlIcon = lineDrawing(
  'rice-bowl',
  <>
    <path d="M3 13h18a9 7 0 0 1-18 0z" />
    <path d="M6.5 13a5.5 3.5 0 0 1 11 0" />
    <path d="M12 9 19 2" />
    <path d="M15 10.5 22 5" />
  </>,
);

/** A bowl of spaghetti with a fork stuck in it. */
export const PastaIcon = lineDrawing(
  'pasta',
  <>
    <path d="M3 15h18a9 6 0 0 1-18 0z" />
    <path d="M6 15c0-3 2.7-5 6-5s6 2 6 5" />
    <path d="M9 15c0-1.7 1.3-3 3-3s3 1.3 3 3" />
    <path d="M14 10 19 2" />
    <path d="M17 2.5l2.5 1.5" />
  </>,
);
