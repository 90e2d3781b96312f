import type { SVGProps } from 'react';

/** The 'Boxen' icon: a take-away box with a handle, drawn in the same 24-pixel stroke style as lucide. */
export function BoxIcon(props: SVGProps<SVGSVGElement> & { size?: number | string }) {
  const { size = 24, ...svgProps } = props;
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
      {...svgProps}
    >
      <path d="M4 10h16l-1.6 9.1a1 1 0 0 1-1 .9H6.6a1 1 0 0 1-1-.9z" />
      <path d="M3 10l2.4-4h13.2L21 10" />
      <path d="M9 6V4.5a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1V6" />
      <path d="M9.5 14h5" />
    </svg>
  );
}
