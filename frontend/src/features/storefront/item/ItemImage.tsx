import { imageSrcSet } from '@bestelklaar/domain';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { DIALOG_IMAGE_SIZES, THUMB_IMAGE_SIZES } from '../image-sizes';
import styles from './ItemImage.module.css';

export interface ItemImageProps {
  /** null: the item has no photo. */
  src: string | null;
  /** 'wide' for the product window, 'thumb' for a cart line or an included product. */
  variant: 'wide' | 'thumb';
  className?: string;
}

/**
 * An item's photo, or the placeholder when it has none or it fails to load. Decoration: the item's
 * name is always written beside it.
 */
export function ItemImage({ src, variant, className }: ItemImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const showPhoto = src !== null && failed !== src;
  return (
    <div className={[styles.frame, styles[variant], className].filter(Boolean).join(' ')}>
      {showPhoto ? (
        <img
          src={src}
          srcSet={variant === 'thumb' ? imageSrcSet(src, [320]) : imageSrcSet(src)}
          sizes={variant === 'thumb' ? THUMB_IMAGE_SIZES : DIALOG_IMAGE_SIZES}
          alt=""
          decoding="async"
          loading={variant === 'thumb' ? 'lazy' : undefined}
          className={styles.image}
          onError={() => {
            console.warn(`Afbeelding kon niet laden: ${src}`);
            setFailed(src);
          }}
        />
      ) : (
        <ImageOff aria-hidden="true" className={styles.placeholder} />
      )}
    </div>
  );
}
