import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { publicOrder, publicOrderAnswers } from '../../../test/fixtures/storefront-order';
import { storefrontFixture } from '../../../test/fixtures/storefront';
import { queryWrapper } from '../../../test/render';
import { server } from '../../../test/server';
import { CartProvider } from '../cart';
import { rememberPendingPayment } from '../cart/cart-storage';
import { PendingPaymentCheck } from './PendingPaymentCheck';

const PAYMENT = { orderId: 'order-1', orderKey: 'sleutel-1', paymentUrl: 'https://betalen.test/sessie-1' };

function renderCheck() {
  render(
    <CartProvider storefront={storefrontFixture()}>
      <PendingPaymentCheck />
    </CartProvider>,
    { wrapper: queryWrapper() },
  );
}

describe('the check for an order not paid yet', () => {
  it('shows the dialog when this browser left an order unpaid at the shop', async () => {
    const reads = publicOrderAnswers(publicOrder({ status: 'pending' }));
    server.use(reads.handler);
    rememberPendingPayment('desmul', PAYMENT);
    renderCheck();

    expect(await screen.findByRole('dialog', { name: 'Je bestelling is nog niet betaald' })).toBeVisible();
    expect(reads.calls.keys).toEqual(['sleutel-1']);
  });

  it('shows nothing without one, and the dialog once Back brings the page from the browser’s cache with one', async () => {
    const reads = publicOrderAnswers(publicOrder({ status: 'pending' }));
    server.use(reads.handler);
    renderCheck();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    rememberPendingPayment('desmul', PAYMENT);
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });

    expect(await screen.findByRole('dialog', { name: 'Je bestelling is nog niet betaald' })).toBeVisible();
    expect(reads.calls.reads).toBe(1);
  });
});
