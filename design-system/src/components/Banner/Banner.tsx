import clsx from 'clsx';
import { Info, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import styles from './Banner.module.css';

export type BannerTone = 'warning' | 'info';

export interface BannerProps {
  tone?: BannerTone;
  children: ReactNode;
  className?: string;
}

const toneIcons = { warning: TriangleAlert, info: Info } as const;

/**
 * A strip across the top of a page about the whole page or site, e.g. that payments are only a
 * test. Not a live region: it is there from the start, and read in the page's order.
 */
export function Banner({ tone = 'warning', children, className }: BannerProps) {
  const Icon = toneIcons[tone];
  return (
    <div role="note" className={clsx(styles.banner, styles[tone], className)}>
      <p className={styles.text}>
        {/* In the line of text, so a wrapped text stays centred with its icon in front. */}
        <Icon className={styles.icon} aria-hidden="true" />
        {children}
      </p>
    </div>
  );
}
