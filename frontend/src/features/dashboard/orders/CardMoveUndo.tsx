import type { AdminOrderView, UndoMove } from '@bestelklaar/domain';
import { useSentCustomerMails } from './CustomerNotified';
import { UndoLastMove } from './UndoLastMove';
import styles from './OrdersPage.module.css';

/**
 * The undo of a card's 'Klaar' or 'Opgehaald', below the list and in sight while it scrolls: the
 * same toast and call as the details dialog's, saying which order it was.
 */
export function CardMoveUndo({
  order,
  move,
  onGone,
}: {
  order: AdminOrderView;
  move: UndoMove['undo'];
  onGone(): void;
}) {
  const sentMails = useSentCustomerMails(order);
  return (
    <div className={styles.cardUndo}>
      <UndoLastMove
        order={order}
        move={move}
        about={`Bestelling #${order.number} (${order.customerDetails.name}):`}
        customerNotified={move === 'ready' && sentMails.some((mail) => mail.kind === 'order-ready')}
        // The list reads the orders again after the undo: nothing to hold here.
        onChanged={() => undefined}
        onGone={onGone}
      />
    </div>
  );
}
