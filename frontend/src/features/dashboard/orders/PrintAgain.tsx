import { useMutation } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { Alert, Button } from '@bestelklaar/design-system';
import type { AdminOrderView, PrintAgainAnswer } from '@bestelklaar/domain';
import { apiRequest } from '../../../api/client';
import { messageOf } from '../../../api/api-error';
import { useRoleAllows } from '../../../api/shops-api';
import styles from './OrderDetailsDialog.module.css';

const FALLBACK = 'De bestelling kon niet opnieuw naar de printer gestuurd worden.';

/**
 * 'Opnieuw afdrukken': the order once more on the kitchen's receipt printers (a new job on purpose;
 * each printer that takes the order prints it, marked as printed again), said beside the button.
 * For those who handle orders; a cancelled order is not printed again.
 */
export function PrintAgain({ order }: { order: AdminOrderView }) {
  const allowed = useRoleAllows('orders.handle');
  const printAgain = useMutation({
    mutationFn: () =>
      apiRequest<PrintAgainAnswer>(`/admin/orders/${encodeURIComponent(order._id)}/print`, {
        method: 'POST',
        fallback: FALLBACK,
      }),
  });
  if (!allowed || order.status === 'cancelled') return null;
  const jobs = printAgain.data?.jobs;
  return (
    <>
      <Button variant="secondary" onClick={() => printAgain.mutate()} loading={printAgain.isPending}>
        <RotateCcw aria-hidden size={18} />
        Opnieuw afdrukken
      </Button>
      <span role="status" className={styles.muted}>
        {jobs === undefined ? '' : jobs === 1 ? 'Naar de printer gestuurd' : `Naar ${jobs} printers gestuurd`}
      </span>
      {printAgain.isError && <Alert tone="error">{messageOf(printAgain.error, FALLBACK)}</Alert>}
    </>
  );
}
