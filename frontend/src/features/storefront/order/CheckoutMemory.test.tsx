import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StorefrontView } from '@bestelklaar/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartStorageKey } from '../cart/cart-storage';
import { croque, storefrontAnswer, storefrontFixture } from '../../../test/fixtures/storefront';
import { renderWithQuery } from '../../../test/render';
import { ShopCart } from '../../../test/shop-cart';
import { server, week } from '../../../test/server';
import { placeOrderAnswers, slotAvailabilityAnswer } from '../../../test/fixtures/storefront-order';
import { REMEMBERED_CUSTOMER_KEY } from './checkout-memory';
import { paymentPage } from './payment-redirect';

/** Tuesday 10 March 2026, 09:00 in Brussels: Wednesday 11 March has three pieces. */
const NOW = new Date('2026-03-10T08:00:00Z');

function shop(): StorefrontView {
  return storefrontFixture({ pickupSlots: week({ woensdag: [{ start: '11:00', end: '13:00' }] }) });
}

let user: ReturnType<typeof userEvent.setup>;

/** A page load of the shop with a croque in the cart, opened on the order form. */
async function openOrderForm() {
  localStorage.setItem(
    cartStorageKey('desmul'),
    JSON.stringify({
      version: 1,
      lines: [{ kind: 'product', id: croque._id, quantity: 1, options: { 0: 1 } }],
    }),
  );
  const page = renderWithQuery(<ShopCart />);
  await user.click(await screen.findByRole('button', { name: 'Bestelling plaatsen' }));
  await screen.findByRole('grid', { name: 'maart 2026' });
  return page;
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const rememberBox = () => screen.getByRole('checkbox', { name: 'Onthoud mijn gegevens op dit toestel' });
const wednesday = () => screen.getByRole('button', { name: /^woensdag 11 maart 2026/ });

/** Pasted rather than typed key by key: the form's rules are not what these tests are about. */
async function fillIn(name: string, text: string) {
  await user.click(field(name));
  await user.paste(text);
}

async function fillAndPlace() {
  await fillIn('Naam', 'An Peeters');
  await fillIn('Gsm-nummer', '0470 12 34 56');
  await fillIn('E-mail', 'an@example.be');
  await user.click(wednesday());
  await user.click(screen.getByRole('radio', { name: '11:30 - 12:00' }));
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  vi.setSystemTime(NOW);
  user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  vi.spyOn(paymentPage, 'go').mockImplementation(() => {});
  server.use(storefrontAnswer(shop()), slotAvailabilityAnswer());
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The placed order's answer: its payment page and the id and key its links carry. */
const PLACED = { paymentUrl: 'https://betalen.test/1', orderId: 'o-1', orderKey: 'k-1' };

// Each test loads the shop page twice, order form and calendar included: more than 5 s on a busy machine.
describe("the order form's memory", { timeout: 20_000 }, () => {
  it('finds the form as it was left after a stopped payment brings the customer back in the same tab', async () => {
    const orders = placeOrderAnswers(PLACED);
    server.use(orders.handler);
    const page = await openOrderForm();
    await fillAndPlace();
    await user.click(screen.getByRole('button', { name: 'Bestelling Plaatsen' }));
    await screen.findByText('Bestelling succesvol geplaatst!');
    await act(async () => vi.advanceTimersByTime(1_000));
    page.unmount();

    // 'Annuleren' on the payment page, then 'Opnieuw proberen': a new page load of the shop.
    await openOrderForm();
    expect(field('Naam')).toHaveValue('An Peeters');
    expect(field('Gsm-nummer')).toHaveValue('0470 12 34 56');
    expect(field('E-mail')).toHaveValue('an@example.be');
    expect(wednesday()).toHaveAccessibleName('woensdag 11 maart 2026, geselecteerd');
    expect(await screen.findByRole('radio', { name: '11:30 - 12:00' })).toBeChecked();
    // Nothing was remembered on the device: the box was not ticked.
    expect(rememberBox()).not.toBeChecked();
    expect(localStorage.getItem(REMEMBERED_CUSTOMER_KEY)).toBeNull();
  });

  it('does not choose a kept piece that filled up meanwhile', async () => {
    sessionStorage.setItem(
      'bestelklaar:bestelformulier:desmul',
      JSON.stringify({
        version: 1,
        name: 'An Peeters',
        phone: '0470 12 34 56',
        email: 'an@example.be',
        date: '2026-03-11',
        timeSlot: { start: '11:30', end: '12:00' },
        remember: false,
      }),
    );
    server.use(
      slotAvailabilityAnswer({ fullPieces: [{ date: '2026-03-11', start: '11:30', end: '12:00' }] }),
    );
    await openOrderForm();

    expect(field('Naam')).toHaveValue('An Peeters');
    expect(await screen.findByRole('radio', { name: '11:30 - 12:00 volzet' })).not.toBeChecked();
    expect(screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toEqual([]);
  });

  it('remembers name, phone and e-mail on the device only when asked, prefills them, and forgets them', async () => {
    const orders = placeOrderAnswers(PLACED);
    server.use(orders.handler);
    const page = await openOrderForm();
    expect(rememberBox()).not.toBeChecked();
    expect(screen.queryByRole('button', { name: 'Vergeet mijn gegevens' })).not.toBeInTheDocument();
    await fillAndPlace();
    await user.click(rememberBox());
    await user.click(screen.getByRole('button', { name: 'Bestelling Plaatsen' }));
    await screen.findByText('Bestelling succesvol geplaatst!');

    // Stored in the browser, and nothing of the choice went to the server.
    expect(JSON.parse(localStorage.getItem(REMEMBERED_CUSTOMER_KEY)!)).toEqual({
      version: 1,
      name: 'An Peeters',
      phone: '0470 12 34 56',
      email: 'an@example.be',
    });
    expect(Object.keys(orders.received[0]!).sort()).toEqual([
      'cartItems',
      'date',
      'email',
      'language',
      'name',
      'phone',
      'timeSlot',
    ]);
    page.unmount();

    // Another day, another tab: the details are there, the day and piece are not.
    sessionStorage.clear();
    await openOrderForm();
    expect(field('Naam')).toHaveValue('An Peeters');
    expect(field('Gsm-nummer')).toHaveValue('0470 12 34 56');
    expect(field('E-mail')).toHaveValue('an@example.be');
    expect(rememberBox()).toBeChecked();
    expect(wednesday()).toHaveAccessibleName('woensdag 11 maart 2026');

    await user.click(screen.getByRole('button', { name: 'Vergeet mijn gegevens' }));
    expect(localStorage.getItem(REMEMBERED_CUSTOMER_KEY)).toBeNull();
    expect(field('Naam')).toHaveValue('');
    expect(field('Naam')).toHaveFocus();
    expect(field('Gsm-nummer')).toHaveValue('');
    expect(field('E-mail')).toHaveValue('');
    expect(rememberBox()).not.toBeChecked();
    expect(screen.queryByRole('button', { name: 'Vergeet mijn gegevens' })).not.toBeInTheDocument();
  });
});
