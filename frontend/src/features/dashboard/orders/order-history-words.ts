import { formatEuros, type OrderHistoryEntryView, type OrderHistoryMove } from '@bestelklaar/domain';

/** Each move of an order's history in the dashboard's Dutch (a refund's amount follows it). */
const MOVE_WORDS: Record<OrderHistoryMove, string> = {
  paid: 'Betaald',
  expired: 'Niet betaald',
  ready: 'Klaar voor afhaling',
  pickedUp: 'Opgehaald',
  cancelled: 'Geannuleerd',
  customerCancelled: 'Geannuleerd',
  undoReady: 'Ongedaan gemaakt: klaar voor afhaling',
  undoPickedUpToReady: 'Ongedaan gemaakt: opgehaald',
  undoPickedUpToPaid: 'Ongedaan gemaakt: opgehaald',
  refunded: 'Terugbetaald',
};

/** 'Betaald', 'Terugbetaald € 4,50', …. */
export function moveInWords(line: OrderHistoryEntryView): string {
  const words = MOVE_WORDS[line.move];
  return line.amount === null ? words : `${words} ${formatEuros(line.amount)}`;
}

/**
 * How a team member is named who is not the one looking: their name as the server gives it, or
 * 'iemand' once no such person is left.
 */
export function memberName(by: OrderHistoryEntryView['by']): string {
  return by.name ?? 'iemand';
}

/** Who made the move: 'jou', a team member's name, 'klant', 'betaalprovider', 'systeem'; null when not known. */
export function actorInWords({ by }: OrderHistoryEntryView): string | null {
  switch (by.kind) {
    case 'member':
      return by.isYou ? 'jou' : memberName(by);
    case 'customer':
      return 'klant';
    case 'provider':
      return 'betaalprovider';
    case 'system':
      return 'systeem';
    case 'unknown':
      return null;
  }
}
