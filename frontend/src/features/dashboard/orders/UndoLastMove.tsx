import { Alert, Button } from '@bestelklaar/design-system';
import { UNDO_WINDOW_MS, type AdminOrderView, type UndoMove } from '@bestelklaar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { messageOf } from '../../../api/api-error';
import { apiRequest } from '../../../api/client';
import { orderKeys } from '../shared/orders-queries';
import styles from './RefundPanel.module.css';

const UNDO_FALLBACK = 'Fout bij het ongedaan maken.';

const DONE: Record<UndoMove['undo'], string> = {
  ready: 'Klaar voor afhaling gezet.',
  pickedUp: 'Gemarkeerd als opgehaald.',
};

function useUndoMove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, undo }: { orderId: string; undo: UndoMove['undo'] }) =>
      apiRequest<AdminOrderView>(`/admin/orders/${encodeURIComponent(orderId)}/undo`, {
        method: 'POST',
        body: { undo },
        fallback: UNDO_FALLBACK,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

/**
 * 'Ongedaan maken' for the move just made, for as long as the server allows it (5 s); a click
 * later than that gets the server's Dutch answer.
 */
export function UndoLastMove({
  order,
  move,
  customerNotified,
  onChanged,
  onGone,
  about,
}: {
  order: AdminOrderView;
  move: UndoMove['undo'];
  /** The move's mail to the customer went out: 'Klant verwittigd via e-mail'. */
  customerNotified: boolean;
  onChanged(order: AdminOrderView): void;
  onGone(): void;
  /** Which order, where more than one is on screen: 'Bestelling #1001 (An Peeters):'. */
  about?: string;
}) {
  const undo = useUndoMove();
  const { isPending } = undo;

  useEffect(() => {
    if (isPending) return;
    const timer = window.setTimeout(onGone, UNDO_WINDOW_MS);
    return () => window.clearTimeout(timer);
  }, [isPending, onGone]);

  return (
    <div className={styles.undo} role="status">
      <span>
        {about && `${about} `}
        {DONE[move]}
        {customerNotified && ' Klant verwittigd via e-mail.'}
      </span>
      <Button
        size="sm"
        variant="secondary"
        loading={isPending}
        aria-label={about ? `Ongedaan maken: bestelling #${order.number}` : undefined}
        onClick={() =>
          undo.mutate(
            { orderId: order._id, undo: move },
            {
              onSuccess: (answer) => {
                onChanged(answer);
                onGone();
              },
            },
          )
        }
      >
        Ongedaan maken
      </Button>
      {undo.isError && <Alert tone="error">{messageOf(undo.error, UNDO_FALLBACK)}</Alert>}
    </div>
  );
}
