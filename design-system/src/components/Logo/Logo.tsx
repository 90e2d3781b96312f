import clsx from 'clsx';
import styles from './Logo.module.css';

export type LogoVariant = 'full' | 'mark';

export interface LogoProps {
  /** `full` is the mark with the wordmark; `mark` is the square symbol alone. */
  variant?: LogoVariant;
  className?: string;
}

export function Logo({ variant = 'full', className }: LogoProps) {
  return (
    <span role="img" aria-label="Bestelklaar" className={clsx(styles.logo, className)}>
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect className={styles.tile} width="32" height="32" rx="8" />
        <path className={styles.bag} d="M9 13h14l-1.5 11a2 2 0 0 1-2 1.7h-7a2 2 0 0 1-2-1.7z" />
        <path className={styles.handle} d="M12.5 13a3.5 3.5 0 0 1 7 0" />
        <path className={styles.check} d="M13 19.2l2.2 2.2 3.8-4" />
      </svg>
      {variant === 'full' && (
        <span className={styles.wordmark} aria-hidden="true">
          Bestel<span className={styles.accent}>klaar</span>
        </span>
      )}
    </span>
  );
}
