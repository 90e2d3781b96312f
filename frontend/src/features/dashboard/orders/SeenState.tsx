import { Badge } from '@bestelklaar/design-system';
import type { AdminOrderView } from '@bestelklaar/domain';
import { useShopTimeZone } from '../shared/dashboard-api';
import { formatReceived } from '../shared/order-format';
import { isUnseen } from './new-orders';

/**
 * The order's 'Gezien' in the details: 'Nieuw' while nobody at the shop saw the paid order, then
 * who saw it and when (the shop's own confirmation: 'Automatisch bevestigd').
 */
export function SeenState({ order, className }: { order: AdminOrderView; className?: string }) {
  const timeZone = useShopTimeZone();
  if (isUnseen(order)) return <Badge tone="danger">Nieuw</Badge>;
  if (!order.acknowledgedAt || !order.acknowledgedBy) return null;
  const { time, date } = formatReceived(order.acknowledgedAt, timeZone);
  const by = order.acknowledgedBy;
  return (
    <span className={className}>
      {by.kind === 'system'
        ? `Automatisch bevestigd om ${time} op ${date}`
        : `Gezien door ${by.name ?? 'een voormalig teamlid'} om ${time} op ${date}`}
    </span>
  );
}
