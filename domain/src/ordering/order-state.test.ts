import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ORDER_STATES,
  ORDER_TRANSITIONS,
  actorMayMake,
  nextOrderState,
  statesAllowing,
  undoIsOpen,
  undoMoveOf,
  type OrderTransition,
} from './order-state';

const TRANSITIONS: OrderTransition[] = [
  'paid',
  'expired',
  'ready',
  'pickedUp',
  'cancelled',
  'customerCancelled',
  'undoReady',
  'undoPickedUpToReady',
  'undoPickedUpToPaid',
];

describe('order state machine', () => {
  it('moves along the happy path', () => {
    expect(nextOrderState('pending_payment', 'paid')).toBe('paid');
    expect(nextOrderState('paid', 'ready')).toBe('ready');
    expect(nextOrderState('ready', 'pickedUp')).toBe('picked_up');
    expect(nextOrderState('paid', 'pickedUp')).toBe('picked_up');
    expect(nextOrderState('pending_payment', 'expired')).toBe('expired');
  });

  it('never undoes a payment: a late expiry changes nothing', () => {
    expect(nextOrderState('paid', 'expired')).toBeUndefined();
    expect(nextOrderState('picked_up', 'expired')).toBeUndefined();
    expect(nextOrderState('expired', 'paid')).toBeUndefined();
    expect(nextOrderState('pending_payment', 'pickedUp')).toBeUndefined();
  });

  it('lets the shop cancel a paid or ready order, never a picked-up, expired or unpaid one', () => {
    expect(nextOrderState('paid', 'cancelled')).toBe('cancelled');
    expect(nextOrderState('ready', 'cancelled')).toBe('cancelled');
    expect(nextOrderState('picked_up', 'cancelled')).toBeUndefined();
    expect(nextOrderState('expired', 'cancelled')).toBeUndefined();
    expect(nextOrderState('pending_payment', 'cancelled')).toBeUndefined();
    expect(ORDER_TRANSITIONS.cancelled.releasesClaims).toBe(true);
  });

  it("lets the customer cancel what the shop could, and stamps it as the shop's cancel", () => {
    for (const state of ORDER_STATES)
      expect(nextOrderState(state, 'customerCancelled')).toBe(nextOrderState(state, 'cancelled'));
    expect(ORDER_TRANSITIONS.customerCancelled.stamps).toBe('cancelledAt');
    expect(ORDER_TRANSITIONS.customerCancelled.releasesClaims).toBe(true);
  });

  it('undoes ready and picked up only within five seconds of the click', () => {
    const clicked = new Date('2030-06-14T10:00:00Z');
    expect(undoIsOpen(clicked, new Date('2030-06-14T10:00:05Z'))).toBe(true);
    expect(undoIsOpen(clicked, new Date('2030-06-14T10:00:05.001Z'))).toBe(false);
    expect(undoIsOpen(null, clicked)).toBe(false);
    expect(undoMoveOf('ready', clicked)).toBe('undoReady');
    expect(nextOrderState('ready', undoMoveOf('ready', clicked))).toBe('paid');
    expect(nextOrderState('picked_up', undoMoveOf('pickedUp', clicked))).toBe('ready');
    expect(nextOrderState('picked_up', undoMoveOf('pickedUp', null))).toBe('paid');
    expect(nextOrderState('paid', 'undoReady')).toBeUndefined();
    expect(nextOrderState('cancelled', 'undoPickedUpToPaid')).toBeUndefined();
  });

  it('lists the states each transition starts from', () => {
    expect(statesAllowing('pickedUp')).toEqual(['paid', 'ready']);
    expect(statesAllowing('paid')).toEqual(['pending_payment']);
  });

  it('final states have no way out', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TRANSITIONS), (transition) => {
        if (!transition.startsWith('undo')) expect(nextOrderState('picked_up', transition)).toBeUndefined();
        expect(nextOrderState('expired', transition)).toBeUndefined();
        expect(nextOrderState('cancelled', transition)).toBeUndefined();
      }),
    );
  });

  it('every move leads to a known state', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ORDER_STATES), fc.constantFrom(...TRANSITIONS), (state, transition) => {
        const next = nextOrderState(state, transition);
        if (next !== undefined) expect(ORDER_STATES).toContain(next);
      }),
    );
  });

  it('gives each state a moment of its own and each move an event of its own', () => {
    // The ways back stamp nothing: they clear the moment of the move they undo. The shop's and the
    // customer's cancel both stamp 'cancelledAt'.
    const rules = Object.values(ORDER_TRANSITIONS).filter((rule) => !('undoes' in rule));
    const states = new Set(rules.map((rule) => rule.to));
    expect(new Set(rules.map((rule) => ('stamps' in rule ? rule.stamps : undefined))).size).toBe(states.size);
    expect(Object.values(ORDER_TRANSITIONS).map((rule) => rule.event.name)).toEqual([
      'order.paid',
      'order.expired',
      'order.ready',
      'order.picked-up',
      'order.cancelled',
      'order.cancelled-by-customer',
      'order.ready-undone',
      'order.picked-up-undone',
      'order.picked-up-undone',
    ]);
  });

  it('lets each move be made only by the actors its rule names', () => {
    const member = { kind: 'member', userId: 'u1' } as const;
    // The owner's buttons are a member's: no customer, provider or sweeper marks an order ready.
    for (const move of [
      'ready',
      'pickedUp',
      'undoReady',
      'undoPickedUpToReady',
      'undoPickedUpToPaid',
    ] as const) {
      expect(actorMayMake(move, member)).toBe(true);
      expect(actorMayMake(move, { kind: 'customer' })).toBe(false);
      expect(actorMayMake(move, { kind: 'provider' })).toBe(false);
      expect(actorMayMake(move, { kind: 'system' })).toBe(false);
    }
    // Only the provider's word pays; a member cannot mark an order paid.
    expect(actorMayMake('paid', { kind: 'provider' })).toBe(true);
    expect(actorMayMake('paid', member)).toBe(false);
    expect(actorMayMake('paid', { kind: 'system' })).toBe(false);
    expect(actorMayMake('customerCancelled', { kind: 'customer' })).toBe(true);
    expect(actorMayMake('customerCancelled', member)).toBe(false);
    expect(actorMayMake('cancelled', member)).toBe(true);
    expect(actorMayMake('cancelled', { kind: 'system' })).toBe(true);
    expect(actorMayMake('cancelled', { kind: 'customer' })).toBe(false);
    expect(actorMayMake('expired', member)).toBe(false);
  });
});
