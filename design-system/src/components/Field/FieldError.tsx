import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import styles from './Field.module.css';

export interface FieldErrorProps {
  id: string;
  children: ReactNode;
}

/** The error line under a field: announced when it appears, with an icon so it does not rely on colour. */
export function FieldError({ id, children }: FieldErrorProps) {
  return (
    <p id={id} role="alert" className={styles.error}>
      <CircleAlert className={styles.errorIcon} aria-hidden="true" />
      {children}
    </p>
  );
}
