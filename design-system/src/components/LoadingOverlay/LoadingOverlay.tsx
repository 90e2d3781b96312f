import clsx from 'clsx';
import { Spinner } from '../Spinner/Spinner';
import styles from './LoadingOverlay.module.css';

export interface LoadingOverlayProps {
  /** Covers the content while true; fades away (without motion under reduced motion) when false. */
  visible: boolean;
  /** Shown under the spinner and announced, e.g. 'We dekken de tafel voor je…'. */
  label: string;
  className?: string;
}

/**
 * A veil over content that is still loading, with a spinner and a line of text. It covers its
 * nearest positioned ancestor; once hidden it is gone for pointers and assistive technology.
 */
export function LoadingOverlay({ visible, label, className }: LoadingOverlayProps) {
  return (
    <div className={clsx(styles.overlay, className)} data-state={visible ? 'visible' : 'hidden'}>
      <div role="status" className={styles.content}>
        <Spinner size="lg" decorative />
        <p className={styles.label}>{label}</p>
      </div>
    </div>
  );
}
