import clsx from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import styles from './Disclosure.module.css';

export interface DisclosureProps {
  /** The always visible title; opening and closing happen by clicking it or with Enter or Space. */
  title: ReactNode;
  children: ReactNode;
  defaultOpen?: boolean;
  disabled?: boolean;
  /** Level of the heading around the title, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * A section to unfold, on the browser's own `<details>`: no script needed to open it, and the
 * browser's find-in-page opens it. Disclosures placed one after the other join into one list.
 */
export function Disclosure({
  title,
  children,
  defaultOpen = false,
  disabled = false,
  headingLevel = 3,
  className,
}: DisclosureProps) {
  const Heading = `h${headingLevel}` as const;
  const titleId = useId();

  return (
    <details open={defaultOpen} className={clsx(styles.disclosure, className)}>
      <summary
        id={titleId}
        className={styles.summary}
        aria-disabled={disabled || undefined}
        tabIndex={disabled ? -1 : undefined}
        // A click, Enter and Space all toggle through this click: a disabled disclosure keeps its state.
        onClick={disabled ? (event) => event.preventDefault() : undefined}
      >
        <Heading className={styles.heading}>{title}</Heading>
        <ChevronDown className={styles.chevron} aria-hidden="true" />
      </summary>
      <div role="region" aria-labelledby={titleId} className={styles.body}>
        {children}
      </div>
    </details>
  );
}
