import clsx from 'clsx';
import { useId, type ReactNode } from 'react';
import styles from './Section.module.css';

export type SectionTone = 'plain' | 'muted';

export interface SectionProps {
  title: ReactNode;
  /** Short line above the title. */
  eyebrow?: ReactNode;
  /** Paragraph under the title. */
  intro?: ReactNode;
  children?: ReactNode;
  /** Anchor target, e.g. `features` for `/#features`. */
  id?: string;
  /** `muted` sets the band apart from its neighbours. */
  tone?: SectionTone;
  align?: 'start' | 'center';
  headingLevel?: 2 | 3;
  className?: string;
}

/** A full-width band of a page with a centred, readable column and a titled header. */
export function Section({
  title,
  eyebrow,
  intro,
  children,
  id,
  tone = 'plain',
  align = 'center',
  headingLevel = 2,
  className,
}: SectionProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section id={id} aria-labelledby={titleId} className={clsx(styles.section, styles[tone], className)}>
      <div className={styles.inner}>
        <header className={clsx(styles.header, styles[align])}>
          {eyebrow !== undefined && <p className={styles.eyebrow}>{eyebrow}</p>}
          <Heading id={titleId} className={styles.title}>
            {title}
          </Heading>
          {intro !== undefined && <p className={styles.intro}>{intro}</p>}
        </header>
        {children}
      </div>
    </section>
  );
}
