import clsx from 'clsx';
import { Utensils } from 'lucide-react';
import { COLLECTION_ICON_DRAWINGS, hasCollectionIconDrawing } from './collection-icon-drawings';
import styles from './CollectionIcon.module.css';

export type CollectionIconSize = 'sm' | 'md' | 'lg';

export interface CollectionIconProps {
  /** One of the named icons, or the URL (or data URL) of an image. */
  icon: string;
  /** The accessible name; without it the icon is decoration beside a visible name. */
  label?: string;
  size?: CollectionIconSize;
  className?: string;
}

/** A collection's icon: a named drawing, an image from a URL, or the general icon for anything unknown. */
export function CollectionIcon({ icon, label, size = 'md', className }: CollectionIconProps) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  if (/^(https?:\/\/|data:image\/)/i.test(icon)) {
    return (
      <img
        src={icon}
        alt={label ?? ''}
        className={clsx(styles.icon, styles.image, styles[size], className)}
      />
    );
  }
  const Drawing = hasCollectionIconDrawing(icon) ? COLLECTION_ICON_DRAWINGS[icon]! : Utensils;
  return <Drawing {...a11y} focusable="false" className={clsx(styles.icon, styles[size], className)} />;
}
