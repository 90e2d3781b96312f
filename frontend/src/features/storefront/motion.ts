/** The visitor asked for less motion: scroll in one jump instead of smoothly. */
export function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}
