import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { AllergenMarks } from '@bestelklaar/design-system';
import { hasAllergenInfo } from '@bestelklaar/domain';
import type { CartItemLine } from '../cart/cart-context';
import { useShopFormat } from '../shop-format';
import { AskTheShop } from './ItemAllergenMarks';
import styles from './CartAllergens.module.css';

export interface CartAllergensProps {
  lines: readonly CartItemLine[];
  shopComplete: boolean;
}

/** Each line's allergens (after its options), so the customer confirms the order with them in view. */
export function CartAllergens({ lines, shopComplete }: CartAllergensProps) {
  const { t } = useLingui();
  const { allergenNames } = useShopFormat();
  const headingId = useId();
  return (
    <section className={styles.cartAllergens} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        <Trans>Allergenen in je bestelling</Trans>
      </h3>
      <ul className={styles.lines}>
        {lines.map((line) => (
          <li key={line.id} className={styles.line}>
            <span className={styles.name}>
              {line.quantity} × {line.item.name}
            </span>
            {line.allergens.length > 0 ? (
              <AllergenMarks
                allergens={line.allergens}
                label={t`Bevat:`}
                names={allergenNames}
                labelHidden
                size="sm"
              />
            ) : hasAllergenInfo(line.item) || shopComplete ? (
              <span className={styles.none}>
                <Trans>Geen allergenen</Trans>
              </span>
            ) : (
              <AskTheShop className={styles.none} />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
