import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CartButton, CartProvider } from './index';
import {
  cartStorageKey,
  forgetSetAsideCart,
  readStoredCart,
  requestCartOpen,
  restoreSetAsideCart,
  setAsideCartKey,
  setCartAside,
} from './cart-storage';
import { croque, soup, storefrontFixture } from './storefront-fixture';

const soupLine = {
  id: 'regel-1',
  kind: 'product' as const,
  itemId: soup._id,
  quantity: 2,
  selectedOptions: {},
};
const croqueLine = {
  id: 'regel-2',
  kind: 'product' as const,
  itemId: croque._id,
  quantity: 1,
  selectedOptions: { 0: 1 },
};

describe('the cart set aside while paying', () => {
  it('empties the shop’s cart at once and keeps it aside with the order', () => {
    localStorage.setItem(cartStorageKey('desmul'), JSON.stringify({ version: 1, lines: [] }));

    setCartAside('desmul', [soupLine, croqueLine], 'order-1');

    expect(localStorage.getItem(cartStorageKey('desmul'))).toBeNull();
    expect(JSON.parse(localStorage.getItem(setAsideCartKey('desmul'))!)).toEqual({
      version: 1,
      orderId: 'order-1',
      lines: [
        { kind: 'product', id: soup._id, quantity: 2, options: {} },
        { kind: 'product', id: croque._id, quantity: 1, options: { 0: 1 } },
      ],
    });
  });

  it('comes back as the cart, after what was added meanwhile, only once', () => {
    setCartAside('desmul', [soupLine, croqueLine], 'order-1');
    localStorage.setItem(
      cartStorageKey('desmul'),
      JSON.stringify({ version: 1, lines: [{ kind: 'product', id: soup._id, quantity: 1, options: {} }] }),
    );

    expect(restoreSetAsideCart('desmul')).toBe(true);

    expect(readStoredCart('desmul')).toEqual([
      { kind: 'product', id: soup._id, quantity: 1, options: {} },
      { kind: 'product', id: soup._id, quantity: 2, options: {} },
      { kind: 'product', id: croque._id, quantity: 1, options: { 0: 1 } },
    ]);
    expect(localStorage.getItem(setAsideCartKey('desmul'))).toBeNull();
    expect(restoreSetAsideCart('desmul')).toBe(false);
  });

  it('is merged by the cart into one line per item and options', () => {
    setCartAside('desmul', [soupLine], 'order-1');
    localStorage.setItem(
      cartStorageKey('desmul'),
      JSON.stringify({ version: 1, lines: [{ kind: 'product', id: soup._id, quantity: 1, options: {} }] }),
    );
    restoreSetAsideCart('desmul');

    render(
      <CartProvider storefront={storefrontFixture()}>
        <CartButton />
      </CartProvider>,
    );
    expect(screen.getByRole('button', { name: 'Winkelmandje 3 artikelen' })).toBeInTheDocument();
  });

  it('is forgotten once the order is paid, and another shop never gets it', () => {
    setCartAside('desmul', [soupLine], 'order-1');

    expect(restoreSetAsideCart('anderezaak')).toBe(false);
    forgetSetAsideCart('desmul');
    expect(restoreSetAsideCart('desmul')).toBe(false);
  });

  it('opens the cart by itself once, when asked to', async () => {
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

    const { unmount } = render(shop);
    const sheet = await screen.findByRole('dialog', { name: 'Winkelmandje' });
    expect(within(sheet).getByRole('group', { name: 'Aantal: Tomatensoep' })).toBeInTheDocument();
    unmount();

    render(shop);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
