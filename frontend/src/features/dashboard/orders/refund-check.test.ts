import { describe, expect, it } from 'vitest';
import { REFUND_MESSAGES, type RefundView } from '@bestelklaar/domain';
import { adminOrder } from '../../../test/fixtures/orders';
import { checkRefund } from './refund-check';

const earlier = (status: RefundView['status']): RefundView => ({
  refundId: 'refund-1',
  amount: 7.25,
  reason: 'Verbrand',
  lines: [{ position: 0, quantity: 1 }],
  cancelsOrder: false,
  status,
  failureReason: null,
  vat: [],
  createdAt: '2026-11-21T10:00:00.000Z',
});

describe('checkRefund by lines', () => {
  it('prices the chosen units at what they cost', () => {
    expect(checkRefund(adminOrder(), 14.5, { quantities: [1], reason: 'Verbrand' })).toEqual({
      ok: true,
      amount: 7.25,
      body: { lines: [{ position: 0, quantity: 1 }], reason: 'Verbrand' },
    });
  });

  it('counts the units earlier refunds gave back, as the server does, unless that refund failed', () => {
    const refunded = adminOrder({ refundedAmount: 7.25, refunds: [earlier('succeeded')] });
    expect(checkRefund(refunded, 7.25, { quantities: [2], reason: 'Nog eens' })).toEqual({
      ok: false,
      errors: { lines: REFUND_MESSAGES.linesInvalid },
    });
    expect(checkRefund(refunded, 7.25, { quantities: [1], reason: 'De tweede' })).toMatchObject({
      ok: true,
      amount: 7.25,
    });
    const failed = adminOrder({ refunds: [earlier('failed')] });
    expect(checkRefund(failed, 14.5, { quantities: [2], reason: 'Alles' })).toMatchObject({
      ok: true,
      amount: 14.5,
    });
  });
});
