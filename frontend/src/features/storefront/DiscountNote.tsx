import { Percent } from 'lucide-react';
import { runningWebshopDiscount, type StorefrontView } from '@bestelklaar/domain';
import styles from './DiscountNote.module.css';

/**
 * The text of the whole-shop discount running today (the owner's 'Klanten zien deze tekst bij de
 * korting'); nothing when none runs. The page's data keeps itself current, so it comes and goes by itself.
 */
export function DiscountNote({
  storefront,
  className,
}: {
  storefront: Pick<StorefrontView, 'discounts' | 'today'>;
  className?: string;
}) {
  const discount = runningWebshopDiscount(storefront.discounts, storefront.today);
  if (!discount) return null;
  return (
    <p className={[styles.note, className].filter(Boolean).join(' ')}>
      <Percent className={styles.icon} aria-hidden="true" />
      <span>{discount.description}</span>
    </p>
  );
}
