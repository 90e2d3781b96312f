import { formatEuros } from '@bestelklaar/domain';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import clsx from 'clsx';
import styles from './Price.module.css';

export type PriceSize = 'sm' | 'md' | 'lg';

export interface PriceProps {
  /** In euros. */
  amount: number;
  /** The price before a discount; shown struck through when it is higher than `amount`. */
  original?: number;
  size?: PriceSize;
  className?: string;
}

/** An amount in EUR as Belgians write it ("€ 12,50"), with the old price struck through during a discount. */
export function Price({ amount, original, size = 'md', className }: PriceProps) {
  const discounted = original !== undefined && original > amount;
  return (
    <span className={clsx(styles.price, styles[size], className)}>
      {discounted && (
        <s className={styles.original}>
          <VisuallyHidden>Oorspronkelijke prijs: </VisuallyHidden>
          {formatEuros(original)}
        </s>
      )}
      <span className={clsx(styles.current, discounted && styles.discounted)}>
        {discounted && <VisuallyHidden>Nu: </VisuallyHidden>}
        {formatEuros(amount)}
      </span>
    </span>
  );
}
