import clsx from 'clsx';
import type { ReactNode } from 'react';
import styles from './FeatureCard.module.css';

export interface FeatureCardProps {
  /** A decorative icon, e.g. from lucide-react. */
  icon: ReactNode;
  title: ReactNode;
  children: ReactNode;
  headingLevel?: 3 | 4;
  className?: string;
}

/** One selling point: an icon, a short title and a sentence or two. */
export function FeatureCard({ icon, title, children, headingLevel = 3, className }: FeatureCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={clsx(styles.card, className)}>
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
      <Heading className={styles.title}>{title}</Heading>
      <div className={styles.body}>{children}</div>
    </article>
  );
}
