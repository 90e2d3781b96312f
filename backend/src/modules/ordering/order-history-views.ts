import { eurosFromCents, type OrderHistoryEntryView } from '@bestelklaar/domain';
import type { OrderHistoryEntity } from './order-history.entity';

/** A line of the order's history as the details dialog shows it; `viewerId` is the user asking. */
export function toHistoryEntryView(line: OrderHistoryEntity, viewerId: string): OrderHistoryEntryView {
  return {
    at: line.at.toISOString(),
    move: line.transition,
    from: line.fromState,
    to: line.toState,
    reason: line.reason,
    amount: line.amountCents === null ? null : eurosFromCents(line.amountCents),
    by: {
      kind: line.actorKind,
      userId: line.byUser,
      isYou: line.byUser !== null && line.byUser === viewerId,
    },
  };
}
