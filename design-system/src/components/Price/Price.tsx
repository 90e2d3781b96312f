import { formatEuros } from '@bestelklaar/domain';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import clsx from 'clsx';
import styles from './Price.module.css';

export type PriceSize = 'sm' | 'md' | 'lg';

/**
 * How a price reads in the page's language: its amounts, and what assistive technology hears
 * before each amount of a discounted price.
 */
export interface PriceFormat {
  format(euros: number): string;
  originalLabel: string;
  nowLabel: string;
}

export const DUTCH_PRICE_FORMAT: PriceFormat = {
  format: formatEuros,
  originalLabel: 'Oorspronkelijke prijs: ',
  nowLabel: 'Nu: ',
};

export interface PriceProps {
  /** In euros. */
  amount: number;
  /** The price before a discount; shown struck through when it is higher than `amount`. */
  original?: number;
  size?: PriceSize;
  className?: string;
  /** The page's language's way of writing it; Dutch when absent. */
  priceFormat?: PriceFormat;
}

/** An amount in EUR as Belgians write it ("€ 12,50"), with the old price struck through during a discount. */
export function Price({
  amount,
  original,
  size = 'md',
  className,
  priceFormat = DUTCH_PRICE_FORMAT,
}: PriceProps) {
  const discounted = original !== undefined && original > amount;
  return (
    <span className={clsx(styles.price, styles[size], className)}>
      {discounted && (
        <s className={styles.original}>
          <VisuallyHidden>{priceFormat.originalLabel}</VisuallyHidden>
          {priceFormat.format(original)}
        </s>
      )}
      <span className={clsx(styles.current, discounted && styles.discounted)}>
        {discounted && <VisuallyHidden>{priceFormat.nowLabel}</VisuallyHidden>}
        {priceFormat.format(amount)}
      </span>
    </span>
  );
}
