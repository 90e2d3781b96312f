import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ORDER_MOVE_MESSAGES, parseMarkPickedUp, parseMarkReady } from './order-moves';

describe('the owner\u2019s order moves', () => {
  it('accept exactly true', () => {
    expect(parseMarkPickedUp({ markedAsPickedUp: true })).toEqual({
      ok: true,
      value: { markedAsPickedUp: true },
    });
    expect(parseMarkReady({ ready: true })).toEqual({ ok: true, value: { ready: true } });
  });

  it('refuse anything else with the Dutch text', () => {
    fc.assert(
      fc.property(
        fc.anything().filter((value) => value !== true),
        (value) => {
          const pickedUp = parseMarkPickedUp({ markedAsPickedUp: value });
          const ready = parseMarkReady({ ready: value });
          expect(pickedUp.ok).toBe(false);
          expect(ready.ok).toBe(false);
          if (!pickedUp.ok)
            expect(pickedUp.errors.markedAsPickedUp).toBe(ORDER_MOVE_MESSAGES.markedAsPickedUp);
          if (!ready.ok) expect(ready.errors.ready).toBe(ORDER_MOVE_MESSAGES.ready);
        },
      ),
    );
  });

  it('refuse unknown fields', () => {
    expect(parseMarkReady({ ready: true, state: 'paid' }).ok).toBe(false);
  });
});
