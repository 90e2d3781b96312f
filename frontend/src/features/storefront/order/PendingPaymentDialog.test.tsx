import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryWrapper } from '../../../test/render';
import { server } from '../../../test/server';
import { cancelOrderAnswer, publicOrder, publicOrderAnswers } from '../../../test/fixtures/storefront-order';
import { CartButton, CartProvider } from '../cart';
import {
  cartStorageKey,
  pendingPaymentKey,
  readPendingPayment,
  readStoredCart,
  rememberPendingPayment,
  requestCartOpen,
} from '../cart/cart-storage';
import { soup, storefrontFixture } from '../../../test/fixtures/storefront';
import { paymentPage } from './payment-redirect';
import { PendingPaymentDialog } from './PendingPaymentDialog';

/** Stands in for leaving the page, which jsdom cannot do. */
const goToPaymentPage = vi.fn<(paymentUrl: string) => void>();
beforeEach(() => {
  vi.spyOn(paymentPage, 'go').mockImplementation(goToPaymentPage);
});

const PAYMENT = { orderId: 'order-1', orderKey: 'sleutel-1', paymentUrl: 'https://betalen.test/sessie-1' };

/** Back at the shop after leaving for the payment page with two soups in the cart. */
function backFromPaymentPage() {
  localStorage.setItem(
    cartStorageKey('desmul'),
    JSON.stringify({ version: 1, lines: [{ kind: 'product', id: soup._id, quantity: 2, options: {} }] }),
  );
  rememberPendingPayment('desmul', PAYMENT);
  render(
    <CartProvider storefront={storefrontFixture()}>
      <CartButton />
      <PendingPaymentDialog />
    </CartProvider>,
    { wrapper: queryWrapper() },
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  goToPaymentPage.mockClear();
});

describe('back at the shop with an order not paid yet', () => {
  it("offers 'Ga verder met betalen', back to the same payment page, with the cart intact", async () => {
    const reads = publicOrderAnswers(publicOrder({ status: 'pending' }));
    server.use(reads.handler);
    backFromPaymentPage();

    const dialog = await screen.findByRole('dialog', { name: 'Je bestelling is nog niet betaald' });
    expect(dialog).toHaveTextContent('Bestelling #1042 van € 13,00');
    expect(dialog).toHaveTextContent('Je winkelmandje staat nog klaar.');
    expect(reads.calls.keys).toEqual(['sleutel-1']);
    expect(
      screen.getByRole('button', { name: /^Winkelmandje €\s[\d,]+, 2 artikelen$/, hidden: true }),
    ).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Ga verder met betalen' }));
    expect(goToPaymentPage).toHaveBeenCalledWith('https://betalen.test/sessie-1');
  });

  it("'Annuleer en pas aan' cancels the order with its secret and leaves the cart as it was", async () => {
    const cancel = cancelOrderAnswer(publicOrder({ status: 'expired' }));
    server.use(publicOrderAnswers(publicOrder({ status: 'pending' })).handler, cancel.handler);
    backFromPaymentPage();

    const dialog = await screen.findByRole('dialog', { name: 'Je bestelling is nog niet betaald' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuleer en pas aan' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cancel.cancelled).toEqual(['order-1 sleutel-1']);
    expect(readPendingPayment('desmul')).toBeNull();
    expect(readStoredCart('desmul')).toEqual([{ kind: 'product', id: soup._id, quantity: 2, options: {} }]);
    expect(goToPaymentPage).not.toHaveBeenCalled();
  });

  it('shows when Back brings the shop page from the browser’s cache, as it was left', async () => {
    server.use(publicOrderAnswers(publicOrder({ status: 'pending' })).handler);
    render(
      <CartProvider storefront={storefrontFixture()}>
        <PendingPaymentDialog />
      </CartProvider>,
      { wrapper: queryWrapper() },
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    rememberPendingPayment('desmul', PAYMENT);
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });

    expect(await screen.findByRole('dialog', { name: 'Je bestelling is nog niet betaald' })).toBeVisible();
  });

  it('says nothing when the order was paid meanwhile, and empties the cart', async () => {
    server.use(publicOrderAnswers(publicOrder({ status: 'paid' })).handler);
    backFromPaymentPage();

    await waitFor(() => expect(readPendingPayment('desmul')).toBeNull());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Winkelmandje 0 artikelen' })).toBeInTheDocument();
  });

  it('forgets an order that expired or is unknown, and keeps the cart', async () => {
    server.use(
      publicOrderAnswers({ status: 404, body: { message: 'Deze bestelling bestaat niet.' } }).handler,
    );
    backFromPaymentPage();

    await waitFor(() => expect(readPendingPayment('desmul')).toBeNull());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(readStoredCart('desmul')).toHaveLength(1);
  });
});

describe('the open payment in storage', () => {
  it('is kept per shop and read back only when it is whole and points to a web page', () => {
    rememberPendingPayment('desmul', PAYMENT);
    expect(readPendingPayment('desmul')).toEqual(PAYMENT);
    expect(readPendingPayment('anderezaak')).toBeNull();

    for (const broken of [
      '{',
      JSON.stringify({ version: 2, ...PAYMENT }),
      JSON.stringify({ version: 1, ...PAYMENT, orderKey: '' }),
      JSON.stringify({ version: 1, ...PAYMENT, paymentUrl: 'javascript:alert(1)' }),
    ]) {
      localStorage.setItem(pendingPaymentKey('desmul'), broken);
      expect(readPendingPayment('desmul')).toBeNull();
    }
  });
});

describe('the cart, asked to open', () => {
  it('opens by itself once, when asked to', async () => {
    localStorage.setItem(
      cartStorageKey('desmul'),
      JSON.stringify({ version: 1, lines: [{ kind: 'product', id: soup._id, quantity: 1, options: {} }] }),
    );
    requestCartOpen('desmul');
    const shop = (
      <CartProvider storefront={storefrontFixture()}>
        <CartButton />
      </CartProvider>
    );

    const { unmount } = render(shop, { wrapper: queryWrapper() });
    const sheet = await screen.findByRole('dialog', { name: 'Winkelmandje' });
    expect(within(sheet).getByRole('group', { name: 'Aantal: Tomatensoep' })).toBeInTheDocument();
    unmount();

    render(shop, { wrapper: queryWrapper() });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
