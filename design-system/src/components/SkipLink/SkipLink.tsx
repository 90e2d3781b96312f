import clsx from 'clsx';
import type { MouseEvent } from 'react';
import styles from './SkipLink.module.css';

export interface SkipLinkProps {
  /** The id of the page's main content; the layouts use 'inhoud'. */
  targetId?: string;
  label?: string;
  className?: string;
}

/**
 * The first stop of the keyboard on a page: hidden until focused, it moves focus past the
 * navigation to the main content.
 */
export function SkipLink({ targetId = 'inhoud', label = 'Naar de inhoud', className }: SkipLinkProps) {
  // Focus moves by script as well as by the link, so it lands even where the browser only scrolls.
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
  };

  return (
    <a className={clsx(styles.skipLink, className)} href={`#${targetId}`} onClick={skip}>
      {label}
    </a>
  );
}
