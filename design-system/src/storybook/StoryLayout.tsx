import type { ReactNode } from 'react';
import styles from './storyLayout.module.css';

/** Lays several examples side by side in a story. */
export function Row({ children }: { children: ReactNode }) {
  return <div className={styles.row}>{children}</div>;
}

/** Stacks several examples in a story, at a readable width. */
export function Stack({ children }: { children: ReactNode }) {
  return <div className={styles.stack}>{children}</div>;
}
