/**
 * An order's life, as a typed state machine: the only moves there are. Paying happens at the
 * provider; `expired` covers a payment page that expired, was cancelled or failed.
 *
 *   pending_payment ──paid──▶ paid ──ready──▶ ready ──pickedUp──▶ picked_up
 *          │                    └──────────────pickedUp──────────▶ picked_up
 *          └──expired──▶ expired
 */
export const ORDER_STATES = ['pending_payment', 'paid', 'ready', 'picked_up', 'expired'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

export type OrderTransition = 'paid' | 'expired' | 'ready' | 'pickedUp';

const MOVES: Record<OrderState, Partial<Record<OrderTransition, OrderState>>> = {
  pending_payment: { paid: 'paid', expired: 'expired' },
  paid: { ready: 'ready', pickedUp: 'picked_up' },
  ready: { pickedUp: 'picked_up' },
  picked_up: {},
  expired: {},
};

/** The state a transition leads to, or undefined when the order cannot make that move from here. */
export function nextOrderState(state: OrderState, transition: OrderTransition): OrderState | undefined {
  return MOVES[state][transition];
}

/** The states a transition may start from (for a conditional `UPDATE … WHERE state IN (…)`). */
export function statesAllowing(transition: OrderTransition): OrderState[] {
  return ORDER_STATES.filter((state) => MOVES[state][transition] !== undefined);
}

/** Paid and later: what the shop sees, counts as revenue, and keeps its slot place for good. */
export const CONFIRMED_ORDER_STATES: readonly OrderState[] = ['paid', 'ready', 'picked_up'];

export function isConfirmed(state: OrderState): boolean {
  return CONFIRMED_ORDER_STATES.includes(state);
}

/** The spec's `markedAsPickedUp`, derived. */
export function isPickedUp(state: OrderState): boolean {
  return state === 'picked_up';
}
