import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import clsx from 'clsx';
import styles from './Spinner.module.css';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps {
  /** Announced to screen readers; not shown. */
  label?: string;
  size?: SpinnerSize;
  /** Visual only, hidden from assistive technology: for use inside a control that already says it is busy. */
  decorative?: boolean;
  className?: string;
}

export function Spinner({ label = 'Laden…', size = 'md', decorative = false, className }: SpinnerProps) {
  if (decorative) {
    return <span className={clsx(styles.circle, styles[size], className)} aria-hidden="true" />;
  }
  return (
    <span role="status" className={clsx(styles.spinner, className)}>
      <span className={clsx(styles.circle, styles[size])} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
