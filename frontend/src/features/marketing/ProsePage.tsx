import type { ReactNode } from 'react';
import type { PageMeta } from './page-meta';
import { usePageMeta } from './use-page-meta';
import styles from './ProsePage.module.css';

interface ProsePageProps {
  meta: PageMeta;
  /** Short paragraph under the title. */
  lead?: ReactNode;
  children: ReactNode;
}

/** A readable column of text with a title: legal pages, contact. */
export function ProsePage({ meta, lead, children }: ProsePageProps) {
  usePageMeta(meta);
  return (
    <article className={styles.prose}>
      <h1>{meta.title}</h1>
      {lead !== undefined && <p className={styles.lead}>{lead}</p>}
      {children}
    </article>
  );
}
