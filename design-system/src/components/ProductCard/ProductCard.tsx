import clsx from 'clsx';
import { ImageOff } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Badge } from '../Badge/Badge';
import { CollectionIcon } from '../CollectionIcon/CollectionIcon';
import { Price } from '../Price/Price';
import styles from './ProductCard.module.css';

export interface ProductCardProps {
  name: string;
  description?: string;
  /** In euros. */
  price: number;
  /** The price before a discount, shown struck through. */
  originalPrice?: number;
  imageUrl?: string | null;
  /** A short label over the photo, e.g. 'Menu item'. */
  tag?: string;
  collection?: { name: string; icon: string } | null;
  /** Extra lines under the collection, e.g. the stock. */
  details?: ReactNode;
  /** The card's buttons. */
  actions?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** A product as a tile: photo, name, description, price, collection, and what can be done with it. */
export function ProductCard({
  name,
  description,
  price,
  originalPrice,
  imageUrl,
  tag,
  collection,
  details,
  actions,
  headingLevel = 3,
  className,
}: ProductCardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={clsx(styles.card, className)} aria-labelledby={titleId}>
      <div className={styles.media}>
        {imageUrl ? (
          <img src={imageUrl} alt="" loading="lazy" decoding="async" className={styles.image} />
        ) : (
          <div className={styles.placeholder}>
            <ImageOff aria-hidden="true" />
          </div>
        )}
        {tag && <Badge className={styles.tag}>{tag}</Badge>}
      </div>
      <div className={styles.body}>
        <Heading id={titleId} className={styles.title}>
          {name}
        </Heading>
        <p className={clsx(styles.description, !description && styles.noDescription)}>
          {description || 'Geen beschrijving'}
        </p>
        <Price amount={price} original={originalPrice} />
        {collection && (
          <p className={styles.collection}>
            <CollectionIcon icon={collection.icon} size="sm" />
            {collection.name}
          </p>
        )}
        {details && <div className={styles.details}>{details}</div>}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </article>
  );
}
