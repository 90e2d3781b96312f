import { useId } from 'react';
import { AllergenMarks } from '@bestelklaar/design-system';
import { hasAllergenInfo } from '@bestelklaar/domain';
import type { CartItemLine } from '../cart/cart-context';
import { ASK_THE_SHOP } from './ItemAllergenMarks';
import styles from './CartAllergens.module.css';

export interface CartAllergensProps {
  lines: readonly CartItemLine[];
  shopComplete: boolean;
}

/** Each line's allergens (after its options), so the customer confirms the order with them in view. */
export function CartAllergens({ lines, shopComplete }: CartAllergensProps) {
  const headingId = useId();
  return (
    <section className={styles.cartAllergens} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        Allergenen in je bestelling
      </h3>
      <ul className={styles.lines}>
        {lines.map((line) => (
          <li key={line.id} className={styles.line}>
            <span className={styles.name}>
              {line.quantity} × {line.item.name}
            </span>
            {line.allergens.length > 0 ? (
              <AllergenMarks allergens={line.allergens} label="Bevat" labelHidden size="sm" />
            ) : hasAllergenInfo(line.item) || shopComplete ? (
              <span className={styles.none}>Geen allergenen</span>
            ) : (
              <span className={styles.none}>{ASK_THE_SHOP}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
