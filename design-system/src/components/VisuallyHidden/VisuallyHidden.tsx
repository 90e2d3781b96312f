import type { ReactNode } from 'react';
import { VisuallyHidden as RadixVisuallyHidden } from '@radix-ui/react-visually-hidden';

export interface VisuallyHiddenProps {
  children: ReactNode;
}

/**
 * Words a screen reader reads and the eye does not see: what a sign or an arrow says on screen
 * ('→' read as 'wordt'), a label a layout shows by its place. One home for what pages once did each
 * with a class of their own.
 */
export function VisuallyHidden({ children }: VisuallyHiddenProps) {
  return <RadixVisuallyHidden>{children}</RadixVisuallyHidden>;
}
