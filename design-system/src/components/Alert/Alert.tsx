import clsx from 'clsx';
import { CircleAlert, CircleCheck, Info, TriangleAlert, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import styles from './Alert.module.css';

export type AlertTone = 'error' | 'success' | 'info' | 'warning';

export interface AlertProps {
  tone?: AlertTone;
  title?: string;
  children?: ReactNode;
  className?: string;
}

const toneIcons: Record<AlertTone, LucideIcon> = {
  error: CircleAlert,
  success: CircleCheck,
  info: Info,
  warning: TriangleAlert,
};

export function Alert({ tone = 'info', title, children, className }: AlertProps) {
  const Icon = toneIcons[tone];
  // Errors interrupt (assertive); everything else waits its turn (polite).
  const role = tone === 'error' ? 'alert' : 'status';

  return (
    <div role={role} className={clsx(styles.alert, styles[tone], className)}>
      <Icon className={styles.icon} aria-hidden="true" />
      <div className={styles.content}>
        {title && <p className={styles.title}>{title}</p>}
        {children !== undefined && <div className={styles.body}>{children}</div>}
      </div>
    </div>
  );
}
