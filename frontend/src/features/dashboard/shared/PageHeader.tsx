import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title';
import styles from './PageHeader.module.css';

/** The title row of a dashboard screen; also names the browser tab. */
export function PageHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>{title}</h1>
      {actions && <div className={styles.actions}>{actions}</div>}
    </header>
  );
}
