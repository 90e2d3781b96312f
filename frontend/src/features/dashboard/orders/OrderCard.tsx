import { formatEuros } from '@bestelklaar/domain';
import { Alert, Badge, Button } from '@bestelklaar/design-system';
import type { AdminOrderView, UndoMove } from '@bestelklaar/domain';
import { messageOf } from '../../../api/api-error';
import { ORDER_FALLBACKS } from '../shared/order-messages';
import { formatPickupDay, formatSlot, statusOf } from '../shared/order-format';
import { isUnseen } from './new-orders';
import { useAcknowledge, useMarkPickedUp, useMarkReady } from './orders-api';
import styles from './OrdersPage.module.css';

export interface OrderCardProps {
  order: AdminOrderView;
  onOpen(order: AdminOrderView): void;
  /** A move made on the card ('Klaar', 'Opgehaald'), with the order as the server answered it: for the undo. */
  onMoved(order: AdminOrderView, move: UndoMove['undo']): void;
}

/**
 * One order in a list, with what went back; the card opens its details, and 'Klaar' and
 * 'Opgehaald' make the next move in one tap, through the same calls as the details dialog. A paid
 * order nobody has seen is marked 'Nieuw' and offers 'Gezien' first.
 */
export function OrderCard({ order, onOpen, onMoved }: OrderCardProps) {
  const status = statusOf(order);
  const markReady = useMarkReady();
  const markPickedUp = useMarkPickedUp();
  const acknowledge = useAcknowledge();
  const unseen = isUnseen(order);
  const canReady = order.status === 'paid';
  const canPickUp = !order.markedAsPickedUp && order.status !== 'cancelled';
  const failed = acknowledge.isError
    ? messageOf(acknowledge.error, ORDER_FALLBACKS.acknowledge)
    : markReady.isError
      ? messageOf(markReady.error, ORDER_FALLBACKS.markReady)
      : markPickedUp.isError
        ? messageOf(markPickedUp.error, ORDER_FALLBACKS.markPickedUp)
        : null;
  // Told after the list was read again, even when the card has left it by then (a filter on
  // 'Niet opgehaald'): the undo lives on the page, not on the card. A refusal shows on the card.
  const move = (send: (orderId: string) => Promise<AdminOrderView>, made: UndoMove['undo']) =>
    send(order._id).then(
      (answer) => onMoved(answer, made),
      () => undefined,
    );

  return (
    <div className={unseen ? `${styles.card} ${styles.unseen}` : styles.card}>
      <button type="button" className={styles.open} onClick={() => onOpen(order)}>
        <span className={styles.cardHead}>
          <span className={styles.name}>{order.customerDetails.name}</span>
          <span className={styles.badges}>
            {unseen && <Badge tone="danger">Nieuw</Badge>}
            <Badge tone={status.tone}>{status.label}</Badge>
          </span>
        </span>
        <span className={styles.when}>
          {formatPickupDay(order.date)} · {formatSlot(order.timeSlot)}
        </span>
        <span className={styles.cardFoot}>
          <span className={styles.number}>#{order.number}</span>
          <span className={styles.amount}>{formatEuros(order.totalAmount)}</span>
        </span>
        {order.refundedAmount > 0 && (
          <span className={styles.refunded}>{formatEuros(order.refundedAmount)} terugbetaald</span>
        )}
      </button>
      {(unseen || canReady || canPickUp) && (
        <div className={styles.quickMoves}>
          {unseen && (
            <Button
              size="sm"
              aria-label={`Gezien: bestelling #${order.number}`}
              loading={acknowledge.isPending}
              onClick={() => acknowledge.mutate(order._id)}
            >
              Gezien
            </Button>
          )}
          {canReady && (
            <Button
              size="sm"
              variant="secondary"
              aria-label={`Klaar: bestelling #${order.number}`}
              loading={markReady.isPending}
              disabled={markPickedUp.isPending}
              onClick={() => move(markReady.mutateAsync, 'ready')}
            >
              Klaar
            </Button>
          )}
          {canPickUp && (
            <Button
              size="sm"
              variant={unseen ? 'secondary' : undefined}
              aria-label={`Opgehaald: bestelling #${order.number}`}
              loading={markPickedUp.isPending}
              disabled={markReady.isPending}
              onClick={() => move(markPickedUp.mutateAsync, 'pickedUp')}
            >
              Opgehaald
            </Button>
          )}
        </div>
      )}
      {failed && <Alert tone="error">{failed}</Alert>}
    </div>
  );
}
