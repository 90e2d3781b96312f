import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title';
import styles from './ProsePage.module.css';

/** A readable column of text with a title: legal pages, contact. */
export function ProsePage({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <article className={styles.prose}>
      <h1>{title}</h1>
      {children}
    </article>
  );
}
