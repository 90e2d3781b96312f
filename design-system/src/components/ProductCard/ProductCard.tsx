import clsx from 'clsx';
import { ImageOff } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Badge } from '../Badge/Badge';
import { CollectionIcon } from '../CollectionIcon/CollectionIcon';
import { Price, type PriceFormat } from '../Price/Price';
import styles from './ProductCard.module.css';

/** `tile`: photo on top. `adaptive`: a tile on wider screens, a compact row (photo beside) on phones. */
export type ProductCardLayout = 'tile' | 'adaptive';

export interface ProductCardProps {
  name: string;
  description?: string;
  /** Shown in italics when there is no description; '' shows nothing. */
  descriptionFallback?: string;
  /** In euros. */
  price: number;
  /** The price before a discount, shown struck through. */
  originalPrice?: number;
  /** How the price reads in the page's language; Dutch when absent. */
  priceFormat?: PriceFormat;
  imageUrl?: string | null;
  /**
   * `lazy` (default) for cards below the fold; `eager` for the first screen's, so they load at once.
   */
  imageLoading?: 'lazy' | 'eager';
  /** The photo in several widths (`srcset`), with `imageSizes` saying how wide it shows. */
  imageSrcSet?: string;
  imageSizes?: string;
  /** `high` for the photos of the first screen, which are part of its largest paint. */
  imageFetchPriority?: 'high' | 'low' | 'auto';
  /** Called when the photo cannot be loaded; the card shows its placeholder instead. */
  onImageError?(): void;
  /** What stands in for a missing photo; a crossed-out image by default. */
  placeholder?: ReactNode;
  /** A short label over the photo, e.g. 'Menu item'. */
  tag?: string;
  collection?: { name: string; icon: string } | null;
  /** Extra lines under the collection, e.g. the stock. */
  details?: ReactNode;
  /** The card's buttons. */
  actions?: ReactNode;
  /**
   * Makes the whole card open the product: its name becomes a button, and a click anywhere on the
   * card (outside its own buttons) presses it.
   */
  onOpen?(): void;
  layout?: ProductCardLayout;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** A product as a tile: photo, name, description, price, collection, and what can be done with it. */
export function ProductCard({
  name,
  description,
  descriptionFallback = 'Geen beschrijving',
  price,
  originalPrice,
  priceFormat,
  imageUrl,
  imageLoading = 'lazy',
  imageSrcSet,
  imageSizes,
  imageFetchPriority,
  onImageError,
  placeholder,
  tag,
  collection,
  details,
  actions,
  onOpen,
  layout = 'tile',
  headingLevel = 3,
  className,
}: ProductCardProps) {
  const titleId = useId();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const Heading = `h${headingLevel}` as const;
  const showImage = imageUrl && imageUrl !== failedUrl;
  const shownDescription = description || descriptionFallback;
  return (
    <article
      className={clsx(
        styles.card,
        onOpen && styles.openable,
        layout === 'adaptive' && styles.adaptive,
        className,
      )}
      aria-labelledby={titleId}
    >
      <div className={styles.media}>
        {showImage ? (
          <img
            src={imageUrl}
            srcSet={imageSrcSet}
            sizes={imageSizes}
            alt=""
            loading={imageLoading}
            fetchPriority={imageFetchPriority}
            decoding="async"
            className={styles.image}
            onError={() => {
              setFailedUrl(imageUrl);
              onImageError?.();
            }}
          />
        ) : (
          <div className={styles.placeholder}>{placeholder ?? <ImageOff aria-hidden="true" />}</div>
        )}
        {tag && <Badge className={styles.tag}>{tag}</Badge>}
      </div>
      <div className={styles.body}>
        <Heading id={titleId} className={styles.title}>
          {onOpen ? (
            <button type="button" className={styles.open} onClick={onOpen}>
              {name}
            </button>
          ) : (
            name
          )}
        </Heading>
        {shownDescription && (
          <p className={clsx(styles.description, !description && styles.noDescription)}>{shownDescription}</p>
        )}
        <Price amount={price} original={originalPrice} priceFormat={priceFormat} />
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
