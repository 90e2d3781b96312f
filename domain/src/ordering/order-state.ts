import { eventType, type EventType } from '../events';

/**
 * An order's life, as a typed state machine: the only moves there are. Paying happens at the
 * provider; `expired` covers a payment page that expired, was cancelled or failed.
 *
 *   pending_payment ──paid──▶ paid ──ready──▶ ready ──pickedUp──▶ picked_up
 *          │                    ├──────────────pickedUp──────────▶ picked_up
 *          │                    └──cancelled──▶ cancelled ◀──cancelled── ready
 *          └──expired──▶ expired          (customerCancelled takes the same two roads)
 *
 * A cancel (by the shop, with a reason) refunds what was not refunded yet; a picked-up order can be
 * refunded but not cancelled. The customer may cancel a paid or ready order themselves only where
 * the shop allows it and in time (customerCancelRefusal is that move's guard), refunded in full.
 * Refunds never move an order: a partial one keeps its state.
 */
export const ORDER_STATES = [
  'pending_payment',
  'paid',
  'ready',
  'picked_up',
  'expired',
  'cancelled',
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** What every order event carries: the order, read again by whoever handles it. */
export interface OrderEventPayload {
  orderId: string;
}

export const OrderPaid = eventType<OrderEventPayload>('order.paid');
export const OrderExpired = eventType<OrderEventPayload>('order.expired');
export const OrderReady = eventType<OrderEventPayload>('order.ready');
export const OrderPickedUp = eventType<OrderEventPayload>('order.picked-up');
export const OrderCancelled = eventType<OrderEventPayload>('order.cancelled');
/** The customer cancelled on their order's page: both the customer and the shop are told. */
export const OrderCancelledByCustomer = eventType<OrderEventPayload>('order.cancelled-by-customer');
export const OrderReadyUndone = eventType<OrderEventPayload>('order.ready-undone');
export const OrderPickedUpUndone = eventType<OrderEventPayload>('order.picked-up-undone');
/**
 * Not a move: a paid order nobody tapped 'Gezien' for within the shop's reminder minutes. Its outputs
 * (the mail to the shop, a web push to the team) are subscribers.
 */
export const OrderNotSeen = eventType<OrderEventPayload>('order.not-seen');

/** How long after 'Klaar voor afhaling' or 'Markeer als opgehaald' the owner may undo it. */
export const UNDO_WINDOW_MS = 5_000;

/** A refund of part of an order (a cancel's refund comes with OrderCancelled instead). */
export interface OrderRefundedPayload extends OrderEventPayload {
  refundId: string;
}

export const OrderRefunded = eventType<OrderRefundedPayload>('order.refunded');

/** An order's moment in time, as the order keeps it: when it was paid, expired, ready, picked up, cancelled. */
export type OrderMoment = 'paidAt' | 'expiredAt' | 'readyAt' | 'pickedUpAt' | 'cancelledAt';

/**
 * Who makes a move: a member of the shop's team (by their user id), the customer on their order's
 * page, the payment provider's word (webhook, success page, a page ended at the provider), or the
 * system itself (the sweeper, a payment page that could not be made, a paid order with no room).
 */
export type Actor =
  { kind: 'member'; userId: string } | { kind: 'customer' } | { kind: 'provider' } | { kind: 'system' };

export type ActorKind = Actor['kind'];

export const SYSTEM: Actor = { kind: 'system' };
export const PROVIDER: Actor = { kind: 'provider' };
export const CUSTOMER: Actor = { kind: 'customer' };

export interface TransitionRule {
  from: readonly OrderState[];
  /** The guard, as data: the kinds of actor that may make the move. */
  by: readonly ActorKind[];
  to: OrderState;
  /** The moment the move stamps with its time (a way back clears the one it undoes instead). */
  stamps?: OrderMoment;
  /** A way back: the moment it clears, allowed only UNDO_WINDOW_MS after that moment. */
  undoes?: OrderMoment;
  /** Published with the move, in its transaction. */
  event: EventType<OrderEventPayload>;
  /** The order will not be collected: what it claimed (its slot place) goes back to the shop. */
  releasesClaims: boolean;
}

/**
 * Every move: where it may start, who may make it, where it leads, the moment it stamps and the
 * event it publishes.
 */
export const ORDER_TRANSITIONS = {
  paid: {
    from: ['pending_payment'],
    by: ['provider'],
    to: 'paid',
    stamps: 'paidAt',
    event: OrderPaid,
    releasesClaims: false,
  },
  /** The provider's expiry, the sweeper's, or the customer leaving before a payment page was made. */
  expired: {
    from: ['pending_payment'],
    by: ['provider', 'system', 'customer'],
    to: 'expired',
    stamps: 'expiredAt',
    event: OrderExpired,
    releasesClaims: true,
  },
  ready: {
    from: ['paid'],
    by: ['member'],
    to: 'ready',
    stamps: 'readyAt',
    event: OrderReady,
    releasesClaims: false,
  },
  pickedUp: {
    from: ['paid', 'ready'],
    by: ['member'],
    to: 'picked_up',
    stamps: 'pickedUpAt',
    event: OrderPickedUp,
    releasesClaims: false,
  },
  /** The shop's cancel with a reason, or the system's when a paid order found no room left. */
  cancelled: {
    from: ['paid', 'ready'],
    by: ['member', 'system'],
    to: 'cancelled',
    stamps: 'cancelledAt',
    event: OrderCancelled,
    releasesClaims: true,
  },
  /** The customer's own cancel, guarded by customerCancelRefusal (the shop's setting and the time). */
  customerCancelled: {
    from: ['paid', 'ready'],
    by: ['customer'],
    to: 'cancelled',
    stamps: 'cancelledAt',
    event: OrderCancelledByCustomer,
    releasesClaims: true,
  },
  undoReady: {
    from: ['ready'],
    by: ['member'],
    to: 'paid',
    undoes: 'readyAt',
    event: OrderReadyUndone,
    releasesClaims: false,
  },
  /** Back to where it stood: ready when it had been marked ready, paid otherwise (see undoMoveOf). */
  undoPickedUpToReady: {
    from: ['picked_up'],
    by: ['member'],
    to: 'ready',
    undoes: 'pickedUpAt',
    event: OrderPickedUpUndone,
    releasesClaims: false,
  },
  undoPickedUpToPaid: {
    from: ['picked_up'],
    by: ['member'],
    to: 'paid',
    undoes: 'pickedUpAt',
    event: OrderPickedUpUndone,
    releasesClaims: false,
  },
} as const satisfies Record<string, TransitionRule>;

export type OrderTransition = keyof typeof ORDER_TRANSITIONS;

/** What an order's history tells: each move it made, and each refund ('refunded' moves no state). */
export type OrderHistoryMove = OrderTransition | 'refunded';

/** The state a transition leads to, or undefined when the order cannot make that move from here. */
export function nextOrderState(state: OrderState, transition: OrderTransition): OrderState | undefined {
  const rule: TransitionRule = ORDER_TRANSITIONS[transition];
  return rule.from.includes(state) ? rule.to : undefined;
}

/** Whether the move's guard lets this actor make it (the owner's buttons are a member's, and so on). */
export function actorMayMake(transition: OrderTransition, actor: Actor): boolean {
  const rule: TransitionRule = ORDER_TRANSITIONS[transition];
  return rule.by.includes(actor.kind);
}

/** Whether a way back is still open at `now`: within UNDO_WINDOW_MS of the moment it undoes. */
export function undoIsOpen(undone: Date | null, now: Date): boolean {
  return undone !== null && now.getTime() - undone.getTime() <= UNDO_WINDOW_MS;
}

/** The way back from a move the owner made: undoing ready, or picked up (to ready when it had been). */
export function undoMoveOf(move: 'ready' | 'pickedUp', readyAt: Date | null): OrderTransition {
  if (move === 'ready') return 'undoReady';
  return readyAt ? 'undoPickedUpToReady' : 'undoPickedUpToPaid';
}

/** The states a transition may start from (for a conditional `UPDATE … WHERE state IN (…)`). */
export function statesAllowing(transition: OrderTransition): OrderState[] {
  return [...ORDER_TRANSITIONS[transition].from];
}

/** Paid and later: what the shop sees, counts as revenue, and keeps its slot place for good. */
export const CONFIRMED_ORDER_STATES: readonly OrderState[] = ['paid', 'ready', 'picked_up'];

/** What the owner can still open: the confirmed orders and those the shop cancelled. */
export const SHOWN_ORDER_STATES: readonly OrderState[] = [...CONFIRMED_ORDER_STATES, 'cancelled'];

export function isConfirmed(state: OrderState): boolean {
  return CONFIRMED_ORDER_STATES.includes(state);
}

/** The spec's `markedAsPickedUp`, derived. */
export function isPickedUp(state: OrderState): boolean {
  return state === 'picked_up';
}
