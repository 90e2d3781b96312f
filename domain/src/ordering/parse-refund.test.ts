import { describe, expect, it } from 'vitest';
import { parseCancelOrder, parseRefund, REFUND_MESSAGES } from './parse-refund';

describe('parseRefund', () => {
  it('reads an amount in euros with a reason', () => {
    expect(parseRefund({ amount: 4.5, reason: ' Soep op ' })).toEqual({
      ok: true,
      value: { amountCents: 450, reason: 'Soep op' },
    });
    expect(parseRefund({ amount: '4,50', reason: 'x' })).toMatchObject({
      ok: true,
      value: { amountCents: 450 },
    });
  });

  it('reads lines by their place in the order', () => {
    expect(parseRefund({ lines: [{ position: 1, quantity: 2 }], reason: 'Verbrand' })).toEqual({
      ok: true,
      value: { lines: [{ position: 1, quantity: 2 }], reason: 'Verbrand' },
    });
  });

  it.each([
    [{ reason: 'x' }, 'amount', REFUND_MESSAGES.amountOrLines],
    [
      { amount: 1, lines: [{ position: 0, quantity: 1 }], reason: 'x' },
      'amount',
      REFUND_MESSAGES.amountOrLines,
    ],
    [{ amount: 0, reason: 'x' }, 'amount', 'Voer een positief getal in'],
    [{ amount: 1.234, reason: 'x' }, 'amount', undefined],
    [{ amount: 1, reason: '' }, 'reason', 'Dit veld is verplicht'],
    [{ amount: 1, reason: 'x'.repeat(501) }, 'reason', REFUND_MESSAGES.reasonTooLong(500)],
    [{ lines: [], reason: 'x' }, 'lines', REFUND_MESSAGES.linesInvalid],
    [{ lines: [{ position: -1, quantity: 1 }], reason: 'x' }, 'lines', REFUND_MESSAGES.linesInvalid],
    [{ lines: [{ position: 0, quantity: 0 }], reason: 'x' }, 'lines', REFUND_MESSAGES.linesInvalid],
    [{ lines: [{ position: 0, quantity: 1, price: 1 }], reason: 'x' }, 'lines', REFUND_MESSAGES.linesInvalid],
    [{ lines: 'alles', reason: 'x' }, 'lines', REFUND_MESSAGES.linesInvalid],
  ])('refuses %j with a Dutch message on %s', (body, field, message) => {
    const parsed = parseRefund(body);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors[field]).toBeTruthy();
    if (message) expect(parsed.errors[field]).toBe(message);
  });
});

describe('parseCancelOrder', () => {
  it('needs a reason and nothing else', () => {
    expect(parseCancelOrder({ reason: 'Zaak dicht' })).toEqual({ ok: true, value: { reason: 'Zaak dicht' } });
    expect(parseCancelOrder({})).toEqual({ ok: false, errors: { reason: 'Dit veld is verplicht' } });
    expect(parseCancelOrder({ reason: 'x', amount: 3 })).toMatchObject({
      ok: false,
      errors: { amount: 'Onbekend veld: amount.' },
    });
  });
});
