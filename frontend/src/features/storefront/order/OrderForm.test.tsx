import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { StorefrontView } from '@bestelklaar/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CartProvider } from '../cart';
import { cartStorageKey, readPendingPayment } from '../cart/cart-storage';
import { useStorefront } from '../storefront-api';
import { activateLanguage } from '../../../i18n/i18n';
import { croque, soup, storefrontAnswer, storefrontFixture } from '../../../test/fixtures/storefront';
import { renderWithQuery } from '../../../test/render';
import { ShopCart } from '../../../test/shop-cart';
import { api, server, week } from '../../../test/server';
import { placeOrderAnswers, slotAvailabilityAnswer } from '../../../test/fixtures/storefront-order';
import { OrderForm } from './OrderForm';
import { paymentPage } from './payment-redirect';

/** Stands in for leaving the page, which jsdom cannot do. */
const goToPaymentPage = vi.fn<(paymentUrl: string) => void>();
beforeEach(() => {
  vi.spyOn(paymentPage, 'go').mockImplementation(goToPaymentPage);
});

/**
 * Tuesday 10 March 2026, 09:00 in Brussels, with a 2-hour lead time: today's last piece starts at
 * 11:00, not more than 2 hours ahead, so today is out. Wednesday has three pieces, Thursday is
 * closed, Friday has one, and the next Friday is on vacation.
 */
const NOW = new Date('2026-03-10T08:00:00Z');

function shop(changes: Partial<StorefrontView> = {}): StorefrontView {
  return storefrontFixture({
    pickupSlots: week({
      dinsdag: [{ start: '10:00', end: '12:00' }],
      woensdag: [{ start: '11:00', end: '13:00' }],
      vrijdag: [{ start: '17:00', end: '18:00' }],
    }),
    vacations: [{ vacationModeStart: '2026-03-20', vacationModeEnd: '2026-03-22' }],
    ...changes,
  });
}

const withPrice = (price: number) => shop({ products: [{ ...croque, price }, soup], menus: [] });

/** A cart with two croques with tartaar (8,50 + 0,50 each), opened on the order form. */
async function renderOrderForm() {
  localStorage.setItem(
    cartStorageKey('desmul'),
    JSON.stringify({
      version: 1,
      lines: [{ kind: 'product', id: croque._id, quantity: 2, options: { 0: 1 } }],
    }),
  );
  renderWithQuery(<ShopCart />);
  await user.click(await screen.findByRole('button', { name: 'Bestelling plaatsen' }));
  await screen.findByRole('grid', { name: 'maart 2026' });
}

let user: ReturnType<typeof userEvent.setup>;

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const day = (name: string) => screen.getByRole('button', { name });
const submitButton = () => screen.getByRole('button', { name: 'Bestelling Plaatsen' });

async function fillCustomer() {
  await user.type(field('Naam'), 'An Peeters');
  await user.type(field('Gsm-nummer'), '0470 12 34 56');
  await user.type(field('E-mail'), 'an@example.be');
}

async function chooseWednesdayAt(slot: string) {
  await user.click(day('woensdag 11 maart 2026'));
  await user.click(screen.getByRole('radio', { name: slot }));
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  vi.setSystemTime(NOW);
  user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  server.use(storefrontAnswer(shop()), slotAvailabilityAnswer());
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  goToPaymentPage.mockClear();
});

describe('the order form', () => {
  it("checks every field with the server's rules and focuses the first problem", async () => {
    await renderOrderForm();

    await user.click(submitButton());

    // Focus follows the messages' render, so a screen reader reads the field with its message.
    await waitFor(() => expect(field('Naam')).toHaveFocus());
    expect(field('Naam')).toHaveAccessibleDescription('Dit veld is verplicht');
    expect(field('Gsm-nummer')).toHaveAccessibleDescription(/Dit veld is verplicht/);
    expect(field('E-mail')).toHaveAccessibleDescription('Dit veld is verplicht');
    expect(screen.getByText('Kies een dag')).toBeInTheDocument();

    await user.type(field('Naam'), 'An');
    await user.type(field('Gsm-nummer'), '012 34 56');
    await user.type(field('E-mail'), 'an@');
    await user.click(submitButton());

    await waitFor(() => expect(field('Gsm-nummer')).toHaveFocus());
    expect(field('Gsm-nummer')).toHaveAccessibleDescription(
      /Voer een geldig gsm-nummer in uit België, Nederland, Frankrijk, Duitsland of Luxemburg/,
    );
    expect(field('E-mail')).toHaveAccessibleDescription('Voer een geldig e-mailadres in');
  });

  it("refuses an address the mailer could not send, and takes o'brien's", async () => {
    await renderOrderForm();
    for (const unsendable of ['"an peeters"@example.be', 'an,peeters@example.be']) {
      await user.clear(field('E-mail'));
      await user.type(field('E-mail'), unsendable);
      await user.click(submitButton());
      expect(field('E-mail')).toHaveAccessibleDescription('Voer een geldig e-mailadres in');
    }
    await user.clear(field('E-mail'));
    await user.type(field('E-mail'), "o'brien@example.be");
    await user.click(submitButton());
    expect(field('E-mail')).not.toHaveAccessibleDescription('Voer een geldig e-mailadres in');
  });

  it('asks for a day, then for a slot, with focus going there', async () => {
    await renderOrderForm();
    await fillCustomer();

    await user.click(submitButton());
    expect(screen.getByRole('group', { name: 'Kies een ophaaldag' })).toHaveAccessibleDescription(
      'Kies een dag',
    );
    expect(screen.queryByRole('group', { name: 'Selecteer een tijdslot' })).not.toBeInTheDocument();
    await waitFor(() => expect(day('woensdag 11 maart 2026')).toHaveFocus());

    await user.click(day('woensdag 11 maart 2026'));
    expect(screen.queryByText('Kies een dag')).not.toBeInTheDocument();
    await user.click(submitButton());

    expect(screen.getByRole('group', { name: 'Selecteer een tijdslot' })).toHaveAccessibleDescription(
      'Selecteer een geldig tijdslot',
    );
    await waitFor(() => expect(screen.getByRole('radio', { name: '12:00 - 13:00' })).toHaveFocus());
  });

  it('offers only days a customer can pick up on, and the pieces latest first', async () => {
    await renderOrderForm();

    expect(day('Vandaag, dinsdag 10 maart 2026, niet meer te bestellen voor vandaag')).toBeDisabled();
    expect(day('maandag 9 maart 2026')).toBeDisabled();
    expect(day('donderdag 12 maart 2026, gesloten')).toBeDisabled();
    expect(day('vrijdag 20 maart 2026, vakantie')).toBeDisabled();
    expect(day('vrijdag 13 maart 2026')).toBeEnabled();

    await user.click(day('woensdag 11 maart 2026'));
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      '12:00 - 13:00',
      '11:30 - 12:00',
      '11:00 - 11:30',
    ]);
  });

  it("marks full pieces 'volzet', and a day whose pieces are all full", async () => {
    server.use(
      slotAvailabilityAnswer({
        maxOrdersPerSlot: 5,
        fullPieces: [
          { date: '2026-03-11', start: '11:30', end: '12:00' },
          { date: '2026-03-13', start: '17:00', end: '18:00' },
        ],
      }),
    );
    await renderOrderForm();

    expect(day('vrijdag 13 maart 2026, volzet')).toBeDisabled();
    await user.click(day('woensdag 11 maart 2026'));
    expect(screen.getByRole('radio', { name: '11:30 - 12:00 volzet' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: '11:00 - 11:30' })).toBeEnabled();
  });

  it("marks a day full when something in the cart reached its 'Maximum per ophaaldag' then, and says so", async () => {
    server.use(
      slotAvailabilityAnswer({
        fullItemDays: [
          { _id: croque._id, type: 'product', date: '2026-03-11' },
          // Not in the cart: changes nothing.
          { _id: soup._id, type: 'product', date: '2026-03-13' },
        ],
      }),
    );
    await renderOrderForm();

    expect(
      await screen.findByText('Croque monsieur is volzet op woensdag 11 maart 2026.'),
    ).toBeInTheDocument();
    expect(day('woensdag 11 maart 2026, volzet')).toBeDisabled();
    expect(day('vrijdag 13 maart 2026')).toBeEnabled();
  });

  it('marks a day full when fewer are left then than the cart holds, and says how many are left', async () => {
    server.use(
      slotAvailabilityAnswer({
        itemsLeft: [
          // The cart holds 2 croques.
          { _id: croque._id, type: 'product', date: '2026-03-11', left: 1 },
          { _id: croque._id, type: 'product', date: '2026-03-13', left: 2 },
        ],
      }),
    );
    await renderOrderForm();

    expect(
      await screen.findByText(
        'Nog maar 1 over van Croque monsieur op woensdag 11 maart 2026: haal er wat uit je winkelmandje of kies een andere dag.',
      ),
    ).toBeInTheDocument();
    expect(day('woensdag 11 maart 2026, volzet')).toBeDisabled();
    expect(day('vrijdag 13 maart 2026')).toBeEnabled();
  });

  it('places the order, says so, remembers it with the cart intact, and after 1 s goes to the payment page', async () => {
    const orders = placeOrderAnswers({
      paymentUrl: 'https://betalen.test/sessie-1',
      orderId: 'order-1',
      orderKey: 'sleutel-1',
    });
    server.use(orders.handler);
    const release = orders.holdAnswers();
    await renderOrderForm();
    await fillCustomer();
    await chooseWednesdayAt('11:30 - 12:00');

    await user.click(submitButton());
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveAttribute('aria-busy', 'true');

    await act(async () => release());
    expect(await screen.findByText('Bestelling succesvol geplaatst!')).toBeInTheDocument();
    expect(screen.getByText('Succes!')).toBeInTheDocument();
    expect(orders.received).toEqual([
      {
        name: 'An Peeters',
        phone: '0470 12 34 56',
        email: 'an@example.be',
        date: 'Day3-2026-03-11',
        timeSlot: { start: '11:30', end: '12:00' },
        cartItems: [
          {
            _id: croque._id,
            type: 'product',
            quantity: 2,
            selectedOptions: { 0: 1 },
            productOptions: croque.productOptions,
            calculatedPrice: 9,
          },
        ],
        language: 'nl',
      },
    ]);
    expect(goToPaymentPage).not.toHaveBeenCalled();
    expect(readPendingPayment('desmul')).toEqual({
      orderId: 'order-1',
      orderKey: 'sleutel-1',
      paymentUrl: 'https://betalen.test/sessie-1',
    });

    await act(async () => vi.advanceTimersByTime(1_000));
    expect(goToPaymentPage).toHaveBeenCalledWith('https://betalen.test/sessie-1');
    // Back from the payment page, the cart is as it was.
    expect(JSON.parse(localStorage.getItem(cartStorageKey('desmul'))!)).toMatchObject({
      lines: [{ kind: 'product', id: croque._id, quantity: 2, options: { 0: 1 } }],
    });
    expect(screen.getByText('Bestelling succesvol geplaatst!')).toBeInTheDocument();

    await act(async () => vi.advanceTimersByTime(1_000));
    expect(screen.queryByText('Bestelling succesvol geplaatst!')).not.toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
  });

  it('is usable again when Back from the payment page shows the page as it was left', async () => {
    server.use(
      placeOrderAnswers({ paymentUrl: 'https://betalen.test/sessie-1', orderId: 'o-1', orderKey: 'k-1' })
        .handler,
    );
    await renderOrderForm();
    await fillCustomer();
    await chooseWednesdayAt('11:30 - 12:00');
    await user.click(submitButton());
    await act(async () => vi.advanceTimersByTime(1_000));
    expect(goToPaymentPage).toHaveBeenCalled();
    expect(submitButton()).toBeDisabled();

    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });

    expect(submitButton()).toBeEnabled();
    expect(screen.getByRole('button', { name: /Terug naar winkelmandje/ })).toBeEnabled();
    expect(screen.queryByText('Bestelling succesvol geplaatst!')).not.toBeInTheDocument();
  });

  it("shows the server's message, or 'Er is iets misgegaan.', and keeps everything typed", async () => {
    const orders = placeOrderAnswers(
      { status: 422, body: { message: 'Deze winkel kan nog geen online betalingen ontvangen.' } },
      { status: 500, body: {} },
    );
    server.use(orders.handler);
    await renderOrderForm();
    await fillCustomer();
    await chooseWednesdayAt('11:00 - 11:30');

    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Deze winkel kan nog geen online betalingen ontvangen.',
    );

    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Er is iets misgegaan\.$/);
    expect(field('Naam')).toHaveValue('An Peeters');
    expect(field('E-mail')).toHaveValue('an@example.be');
    expect(screen.getByRole('radio', { name: '11:00 - 11:30' })).toBeChecked();
    expect(submitButton()).toBeEnabled();
    expect(goToPaymentPage).not.toHaveBeenCalled();
  });

  it('refreshes the cart when the prices changed, says so, and orders at the new price next', async () => {
    let storefront = withPrice(8.5);
    server.use(http.get(api('/shop/:shop/storefront'), () => HttpResponse.json(storefront)));
    const orders = placeOrderAnswers(
      {
        status: 409,
        body: {
          statusCode: 409,
          error: 'Conflict',
          code: 'prices-changed',
          message: 'De prijzen in je winkelmandje zijn gewijzigd. Kijk je bestelling na.',
          currentPrices: [10],
        },
      },
      { paymentUrl: 'https://betalen.test/sessie-2', orderId: 'order-2', orderKey: 'sleutel-2' },
    );
    server.use(orders.handler);
    await renderOrderForm();
    expect(screen.getByText('€ 18,00')).toBeInTheDocument();
    await fillCustomer();
    await chooseWednesdayAt('11:00 - 11:30');

    storefront = withPrice(9.5);
    await user.click(submitButton());

    expect(
      await screen.findByText('De prijzen in je winkelmandje zijn gewijzigd. Kijk je bestelling na.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('€ 20,00')).toBeInTheDocument();
    expect(field('Naam')).toHaveValue('An Peeters');
    expect(screen.getByRole('radio', { name: '11:00 - 11:30' })).toBeChecked();

    // The cart itself says so too, with the new line price.
    await user.click(screen.getByRole('button', { name: 'Terug naar winkelmandje' }));
    const cart = screen.getByRole('region', { name: 'Winkelmandje' });
    expect(within(cart).getByRole('status')).toHaveTextContent(
      'De prijzen in je winkelmandje zijn gewijzigd. Kijk je bestelling na.',
    );
    await user.click(within(cart).getByRole('button', { name: 'Bestelling plaatsen' }));

    await user.click(submitButton());
    expect(await screen.findByText('Bestelling succesvol geplaatst!')).toBeInTheDocument();
    expect(orders.received[1]?.cartItems[0]?.calculatedPrice).toBe(10);
  });

  it('marks a piece that filled up meanwhile and asks for another', async () => {
    let fullPieces: { date: string; start: string; end: string }[] = [];
    server.use(
      http.get(api('/shop/:shop/slot-availability'), () =>
        HttpResponse.json({ maxOrdersPerSlot: 1, fullPieces }),
      ),
      placeOrderAnswers({
        status: 409,
        body: {
          message: 'Dit tijdslot is volzet. Kies een ander tijdslot.',
          fields: { timeSlot: 'Dit tijdslot is volzet. Kies een ander tijdslot.' },
        },
      }).handler,
    );
    await renderOrderForm();
    await fillCustomer();
    await chooseWednesdayAt('11:00 - 11:30');

    fullPieces = [{ date: '2026-03-11', start: '11:00', end: '11:30' }];
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Dit tijdslot is volzet. Kies een ander tijdslot.',
    );
    expect(await screen.findByRole('radio', { name: '11:00 - 11:30 volzet' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: '11:00 - 11:30 volzet' })).not.toBeChecked();
    expect(within(screen.getByRole('group', { name: 'Kies een ophaaldag' })).getByRole('grid')).toBeVisible();
  });

  it('says so when the customer has too many unpaid orders, and keeps what was chosen', async () => {
    const unpaid =
      'Je hebt al 2 bestellingen bij deze zaak die nog niet betaald zijn. Rond eerst die betaling af, of annuleer ze in de webshop; een onbetaalde bestelling vervalt na 8 minuten.';
    server.use(placeOrderAnswers({ status: 409, body: { message: unpaid } }).handler);
    await renderOrderForm();
    await fillCustomer();
    await chooseWednesdayAt('11:00 - 11:30');

    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(unpaid);
    expect(screen.getByRole('radio', { name: '11:00 - 11:30' })).toBeChecked();
    expect(goToPaymentPage).not.toHaveBeenCalled();
  });

  it('adjusts the cart to the stock left when the order is refused for it, and says so', async () => {
    // The shop's data still says 5: the cart follows what the refusal says is left.
    const storefront = shop({ products: [{ ...croque, stockQuantity: 5 }, soup], menus: [] });
    server.use(
      http.get(api('/shop/:shop/storefront'), () => HttpResponse.json(storefront)),
      placeOrderAnswers({
        status: 409,
        body: {
          message: 'Nog maar 1 beschikbaar van Croque monsieur.',
          code: 'unavailable',
          lines: [{ index: 0, _id: croque._id, type: 'product', available: 1 }],
        },
      }).handler,
    );
    await renderOrderForm();
    await fillCustomer();
    await chooseWednesdayAt('11:00 - 11:30');

    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Nog maar 1 beschikbaar van Croque monsieur.');
    await user.click(screen.getByRole('button', { name: 'Terug naar winkelmandje' }));
    const cart = screen.getByRole('region', { name: 'Winkelmandje' });
    expect(within(cart).getByRole('status')).toHaveTextContent(
      'Nog maar 1 beschikbaar van Croque monsieur. Je winkelmandje werd aangepast.',
    );
    // One croque with tartaar: 8,50 + 0,50.
    expect(within(cart).getByText('Totaal').nextSibling).toHaveTextContent('€ 9,00');
  });

  it('takes a sold-out item out of the cart when the order is refused for it', async () => {
    let storefront = shop({ products: [croque, soup], menus: [] });
    server.use(
      http.get(api('/shop/:shop/storefront'), () => HttpResponse.json(storefront)),
      placeOrderAnswers({ status: 409, body: { message: 'Croque monsieur is uitverkocht.' } }).handler,
    );
    await renderOrderForm();
    await fillCustomer();
    await chooseWednesdayAt('11:00 - 11:30');

    storefront = shop({ products: [{ ...croque, soldOut: true }, soup], menus: [] });
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Croque monsieur is uitverkocht.');
    await user.click(screen.getByRole('button', { name: 'Terug naar winkelmandje' }));
    const cart = screen.getByRole('region', { name: 'Winkelmandje' });
    expect(within(cart).getByRole('status')).toHaveTextContent(
      'Croque monsieur is uitverkocht en werd uit je winkelmandje verwijderd.',
    );
    expect(within(cart).getByText('Je winkelmandje is leeg.')).toBeInTheDocument();
  });
});

/** The form alone, fed by the storefront read in the page's language (the cart's own texts are not its test). */
function OrderFormOfShop() {
  const storefront = useStorefront('desmul');
  if (!storefront.data) return null;
  return (
    <CartProvider storefront={storefront.data}>
      <OrderForm onBack={() => {}} />
    </CartProvider>
  );
}

describe('the order form in French', () => {
  it('says what is missing, names the days and pieces, pays and sends its language in French', async () => {
    await activateLanguage('fr');
    const orders = placeOrderAnswers({
      paymentUrl: 'https://betalen.test/s',
      orderId: 'o-1',
      orderKey: 'k-1',
    });
    server.use(
      orders.handler,
      slotAvailabilityAnswer({
        maxOrdersPerSlot: 5,
        fullPieces: [{ date: '2026-03-11', start: '11:30', end: '12:00' }],
      }),
    );
    localStorage.setItem(
      cartStorageKey('desmul'),
      JSON.stringify({
        version: 1,
        lines: [{ kind: 'product', id: croque._id, quantity: 2, options: { 0: 1 } }],
      }),
    );
    renderWithQuery(<OrderFormOfShop />);
    await screen.findByRole('grid', { name: 'mars 2026' });
    const pay = screen.getByRole('button', { name: 'Passer commande' });

    await user.click(pay);

    await waitFor(() => expect(field('Nom')).toHaveFocus());
    expect(field('Nom')).toHaveAccessibleDescription('Ce champ est obligatoire');
    expect(screen.getByRole('group', { name: 'Choisissez un jour de retrait' })).toHaveAccessibleDescription(
      'Choisissez un jour',
    );
    expect(day('jeudi 12 mars 2026, fermé')).toBeDisabled();
    expect(screen.getByText(/2 articles/)).toHaveTextContent('2 articles');
    expect(screen.getByText(/^Total/)).toHaveTextContent('Total 18,00 €');

    await user.type(field('Nom'), 'Anne Dubois');
    await user.type(field('Numéro de GSM'), '0470 12 34 56');
    await user.type(field('E-mail'), 'anne@example.be');
    await user.click(day('mercredi 11 mars 2026'));
    expect(screen.getByRole('group', { name: 'Choisissez une heure de retrait' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '11:30 - 12:00 complet' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: '11:00 - 11:30' }));
    await user.click(pay);

    expect(await screen.findByText('Commande passée avec succès !')).toBeInTheDocument();
    expect(orders.received).toMatchObject([{ name: 'Anne Dubois', language: 'fr' }]);
  });
});
