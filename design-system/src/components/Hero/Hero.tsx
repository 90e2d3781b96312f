import clsx from 'clsx';
import { useId, type ReactNode } from 'react';
import styles from './Hero.module.css';

export interface HeroProps {
  /** The page's main heading (h1). */
  title: ReactNode;
  /** Short line above the title, e.g. the audience. */
  eyebrow?: ReactNode;
  lead?: ReactNode;
  /** Calls to action, usually buttons. */
  actions?: ReactNode;
  /** Illustration beside the text on wide screens, below it on narrow ones. */
  media?: ReactNode;
  /** Small print under the actions. */
  note?: ReactNode;
  className?: string;
}

/** The opening band of a page: the promise, the proof and what to do next. */
export function Hero({ title, eyebrow, lead, actions, media, note, className }: HeroProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={clsx(styles.hero, className)}>
      <div className={clsx(styles.inner, media !== undefined && styles.withMedia)}>
        <div className={styles.text}>
          {eyebrow !== undefined && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h1 id={titleId} className={styles.title}>
            {title}
          </h1>
          {lead !== undefined && <p className={styles.lead}>{lead}</p>}
          {actions !== undefined && <div className={styles.actions}>{actions}</div>}
          {note !== undefined && <p className={styles.note}>{note}</p>}
        </div>
        {media !== undefined && <div className={styles.media}>{media}</div>}
      </div>
    </section>
  );
}
