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
 * How a team member is named who is not the one looking. The seam for their name or e-mail once
 * an endpoint gives the shop's members; until then, one word for any of them.
 */
export function memberName(_userId: string | null): string {
  return 'een teamlid';
}

/** Who made the move: 'jij', a team member, 'klant', 'betaalprovider', 'systeem'; null when not known. */
export function actorInWords({ by }: OrderHistoryEntryView): string | null {
  switch (by.kind) {
    case 'member':
      return by.isYou ? 'jij' : memberName(by.userId);
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
