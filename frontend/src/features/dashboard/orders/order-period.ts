import type { OrderPeriod } from './orders-api';

/** The orders screen's tab that lists an order picked up on `pickupDate`, seen on `today`. */
export function periodOf(pickupDate: string, today: string): OrderPeriod {
  if (pickupDate === today) return 'today';
  return pickupDate > today ? 'future' : 'past';
}
