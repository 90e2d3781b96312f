import type { ReactNode } from 'react';
import { Card } from '@bestelklaar/design-system';
import styles from './AuthCard.module.css';

/** The centred card that frames the login and register forms. */
export function AuthCard({
  title,
  children,
  footer,
}: {
  title: string;
  children: ReactNode;
  footer: ReactNode;
}) {
  return (
    <div className={styles.wrap}>
      <Card as="section" className={styles.card}>
        <h1 className={styles.title}>{title}</h1>
        {children}
        <p className={styles.footer}>{footer}</p>
      </Card>
    </div>
  );
}
