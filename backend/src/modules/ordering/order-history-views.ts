import { eurosFromCents, type OrderHistoryEntryView } from '@bestelklaar/domain';
import type { OrderHistoryEntity } from './order-history.entity';

/**
 * A line of the order's history as the details dialog shows it; `viewerId` is the user asking, `names`
 * the name of each user the lines name (a person whose user is gone has none).
 */
export function toHistoryEntryView(
  line: OrderHistoryEntity,
  viewerId: string,
  names: ReadonlyMap<string, string>,
): OrderHistoryEntryView {
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
      name: line.byUser === null ? null : (names.get(line.byUser) ?? null),
      isYou: line.byUser !== null && line.byUser === viewerId,
    },
  };
}
