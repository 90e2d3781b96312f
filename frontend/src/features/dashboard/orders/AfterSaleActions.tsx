import { Button } from '@bestelklaar/design-system';
import { useRef, useState } from 'react';
import type { AdminOrderView } from '@bestelklaar/domain';
import { refundableOf } from './after-sale-api';
import { RefundPanel, type RefundMode } from './RefundPanel';
import styles from './RefundPanel.module.css';

/** A paid or ready order can be cancelled; any order with money left to give back can be refunded. */
export function AfterSaleActions({
  order,
  onChanged,
}: {
  order: AdminOrderView;
  onChanged(order: AdminOrderView): void;
}) {
  const [mode, setMode] = useState<RefundMode | null>(null);
  const openers = useRef<Record<RefundMode, HTMLButtonElement | null>>({ cancel: null, partial: null });
  const cancellable = (order.status === 'paid' || order.status === 'ready') && !order.markedAsPickedUp;
  // A cancelled order whose refund failed still has money to give back: it may be refunded again.
  const refundable = refundableOf(order) > 0;
  if (!cancellable && !refundable) return null;

  if (mode) {
    const back = () => {
      setMode(null);
      // The opener comes back with the buttons: give it the focus the panel had.
      requestAnimationFrame(() => openers.current[mode]?.focus());
    };
    return (
      <RefundPanel
        order={order}
        mode={mode}
        onBack={back}
        onDone={(changed) => {
          setMode(null);
          onChanged(changed);
        }}
      />
    );
  }
  return (
    <div className={styles.actions}>
      {refundable && (
        <Button
          ref={(button) => {
            openers.current.partial = button;
          }}
          variant="danger-outline"
          onClick={() => setMode('partial')}
        >
          Gedeeltelijk terugbetalen
        </Button>
      )}
      {cancellable && (
        <Button
          ref={(button) => {
            openers.current.cancel = button;
          }}
          variant="danger-outline"
          onClick={() => setMode('cancel')}
        >
          Annuleren en terugbetalen
        </Button>
      )}
    </div>
  );
}
