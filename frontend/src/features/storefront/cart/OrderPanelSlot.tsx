import { Button } from '@bestelklaar/design-system';
import { useEffect, useRef } from 'react';
import styles from './OrderPanelSlot.module.css';

export interface OrderPanelSlotProps {
  onBack(): void;
}

/**
 * Where the order form 'Plaats een Bestelling' goes once the shop takes orders online; until then
 * it says so, and leads back to the cart.
 */
export function OrderPanelSlot({ onBack }: OrderPanelSlotProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The panel changed under the customer's hands: start reading at its heading.
  useEffect(() => heading.current?.focus(), []);

  return (
    <div className={styles.order}>
      <h2 ref={heading} tabIndex={-1} className={styles.heading}>
        Plaats een Bestelling
      </h2>
      <p className={styles.text}>Online bestellen opent binnenkort in deze winkel.</p>
      <Button variant="secondary" fullWidth onClick={onBack}>
        <span aria-hidden="true">←</span> Terug naar winkelmandje
      </Button>
    </div>
  );
}
