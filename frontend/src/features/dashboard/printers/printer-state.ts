import type { BadgeTone } from '@bestelklaar/design-system';
import type { PrinterState } from '@bestelklaar/domain';
import { formatReceived } from '../shared/order-format';

/**
 * A printer's state in words, as its polls tell it: 'Online', 'Papier op', 'Offline sinds 12:04'
 * (no poll for a minute; with the day when that was not today), 'Nog niet verbonden'.
 */
export function printerStateLabel(
  state: PrinterState,
  timeZone: string,
  now: Date = new Date(),
): { label: string; tone: BadgeTone } {
  switch (state.kind) {
    case 'never':
      return { label: 'Nog niet verbonden', tone: 'neutral' };
    case 'online':
      return { label: 'Online', tone: 'success' };
    case 'paper-low':
      return { label: 'Papier bijna op', tone: 'warning' };
    case 'paper-out':
      return { label: 'Papier op', tone: 'danger' };
    case 'cover-open':
      return { label: 'Klep open', tone: 'danger' };
    case 'error':
      return { label: `Storing (code ${state.code})`, tone: 'danger' };
    case 'offline': {
      const since = formatReceived(state.since, timeZone);
      const today = formatReceived(now.toISOString(), timeZone).date;
      const when = since.date === today ? since.time : `${since.date} ${since.time}`;
      return { label: `Offline sinds ${when}`, tone: 'danger' };
    }
  }
}
