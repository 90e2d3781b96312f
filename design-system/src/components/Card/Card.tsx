import clsx from 'clsx';
import { useId, type ReactNode } from 'react';
import styles from './Card.module.css';

export interface CardProps {
  title?: ReactNode;
  /** A decorative icon before the title, e.g. from lucide-react. */
  icon?: ReactNode;
  /** Controls shown beside the title, e.g. an edit button. */
  actions?: ReactNode;
  children?: ReactNode;
  /** Usually the card's button; kept at the bottom, so the buttons of cards side by side line up. */
  footer?: ReactNode;
  as?: 'section' | 'article' | 'div';
  /** Level of the title's heading, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

export function Card({
  title,
  icon,
  actions,
  children,
  footer,
  as: Element = 'section',
  headingLevel = 2,
  className,
}: CardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const hasHeader = title !== undefined || actions !== undefined;
  // A titled section or article becomes a named landmark/region; a plain div has no role to name.
  const labelledBy = title !== undefined && Element !== 'div' ? titleId : undefined;

  return (
    <Element className={clsx(styles.card, className)} aria-labelledby={labelledBy}>
      {hasHeader && (
        <header className={styles.header}>
          {title !== undefined && (
            <div className={styles.heading}>
              {icon !== undefined && (
                <span className={styles.icon} aria-hidden="true">
                  {icon}
                </span>
              )}
              <Heading id={titleId} className={styles.title}>
                {title}
              </Heading>
            </div>
          )}
          {actions !== undefined && <div className={styles.actions}>{actions}</div>}
        </header>
      )}
      {children !== undefined && <div className={styles.body}>{children}</div>}
      {footer !== undefined && <div className={styles.footer}>{footer}</div>}
    </Element>
  );
}
