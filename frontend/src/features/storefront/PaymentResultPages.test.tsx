import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render';
import { server } from '../../test/server';
import { activateLanguage } from '../../i18n/i18n';
import { cancelOrderAnswer, publicOrder, publicOrderAnswers } from '../../test/fixtures/storefront-order';
import {
  cartStorageKey,
  readPendingPayment,
  readStoredCart,
  rememberPendingPayment,
} from './cart/cart-storage';
import { Component as PaymentStoppedPage } from './PaymentStoppedPage';
import { Component as PaymentSucceededPage } from './PaymentSucceededPage';
import { storefrontAnswer, storefrontView } from '../../test/fixtures/storefront';
import { storefronts } from './storefront-api';

const ORDER_ID = '7b4a2c1e-1111-4a4a-8a8a-000000000001';
const ORDER_KEY = 'geheime-sleutel';

/** Until the page's read of the shop (asked in an effect as it opens) has its answer. */
const shopRead = () =>
  waitFor(() =>
    expect(storefronts.read('de-smul', 'nl').data ?? storefronts.read('de-smul', 'nl').error).toBeDefined(),
  );

function renderPage(path: string) {
  const { router } = renderRoutes(
    [
      { path: '/:shop', element: <h1>De webshop</h1> },
      { path: '/:shop/betaling-succes', Component: PaymentSucceededPage },
      { path: '/:shop/betaling-gestopt', Component: PaymentStoppedPage },
    ],
    path,
  );
  return router;
}

/** The customer left for the payment page with soup in the cart. */
function leftToPay() {
  localStorage.setItem(
    cartStorageKey('de-smul'),
    JSON.stringify({ version: 1, lines: [{ kind: 'product', id: 'p-soep', quantity: 2, options: {} }] }),
  );
  rememberPendingPayment('de-smul', {
    orderId: ORDER_ID,
    orderKey: ORDER_KEY,
    paymentUrl: 'https://betalen.test/sessie-1',
  });
}

afterEach(() => vi.useRealTimers());

describe('the payment succeeded page', () => {
  it('waits calmly while the payment is confirmed, asking every 2 s, then shows the paid order', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    leftToPay();
    const reads = publicOrderAnswers(
      publicOrder({ status: 'pending' }),
      publicOrder({ status: 'pending' }),
      publicOrder(),
    );
    server.use(storefrontAnswer(storefrontView()), reads.handler);

    renderPage(`/de-smul/betaling-succes?order=${ORDER_ID}&key=${ORDER_KEY}&session_id=cs_test_1`);

    expect(screen.getByRole('heading', { level: 1, name: 'Je betaling is gelukt' })).toBeInTheDocument();
    expect(screen.getByText(/neem dan gerust contact op met/)).toBeInTheDocument();
    expect(await screen.findByText(/We bevestigen je betaling/)).toBeInTheDocument();
    expect(reads.calls.reads).toBe(1);

    await act(async () => vi.advanceTimersByTime(2_000));
    expect(reads.calls.reads).toBe(2);
    await act(async () => vi.advanceTimersByTime(2_000));

    expect(await screen.findByRole('heading', { name: 'Bestelling #1042' })).toBeInTheDocument();
    expect(screen.getByText('vrijdag 14 maart 2025')).toBeInTheDocument();
    expect(screen.getByText('12:00 - 12:30')).toBeInTheDocument();
    expect(screen.getByText('2 × Croque')).toBeInTheDocument();
    expect(screen.getByText('Saus: Tartaar')).toBeInTheDocument();
    // The line's allergens, as ordered (after its options).
    expect(screen.getByText('Saus: Tartaar').parentElement).toHaveTextContent(
      'Bevat:Glutenbevattende granenEierenMelk',
    );
    expect(screen.getByText('Totaal').nextSibling).toHaveTextContent('€ 13,00');
    expect(screen.getByText('Kerkstraat 1, 9000 Gent')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'hallo@desmul.be' })).toHaveAttribute(
      'href',
      'mailto:hallo@desmul.be',
    );
    expect(screen.queryByText(/We bevestigen je betaling/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volg je bestelling' })).toHaveAttribute(
      'href',
      `/de-smul/bestelling/${ORDER_ID}?t=${ORDER_KEY}`,
    );
    expect(reads.calls.sessionIds).toEqual(['cs_test_1', 'cs_test_1', 'cs_test_1']);
    expect(reads.calls.keys).toEqual([ORDER_KEY, ORDER_KEY, ORDER_KEY]);
    // Paid: the cart and the open payment are done with.
    expect(localStorage.getItem(cartStorageKey('de-smul'))).toBeNull();
    expect(readPendingPayment('de-smul')).toBeNull();

    await act(async () => vi.advanceTimersByTime(10_000));
    expect(reads.calls.reads).toBe(3);
  });

  it('asks less often as time goes by, and after 2 minutes stops and says what happens next', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const reads = publicOrderAnswers(publicOrder({ status: 'pending' }));
    server.use(storefrontAnswer(storefrontView()), reads.handler);

    renderPage(`/de-smul/betaling-succes?order=${ORDER_ID}&key=${ORDER_KEY}&session_id=cs_test_1`);
    await screen.findByText(/We bevestigen je betaling/);

    for (let second = 0; second < 130; second += 1) await act(async () => vi.advanceTimersByTime(1_000));
    // 2 s for 30 s, 5 s until 60 s, then 10 s: far fewer than one read every 2 s.
    expect(reads.calls.reads).toBeGreaterThan(20);
    expect(reads.calls.reads).toBeLessThan(30);
    expect(screen.getByText('Je betaling wordt nog verwerkt')).toBeInTheDocument();
    const readsWhenGivenUp = reads.calls.reads;

    await act(async () => vi.advanceTimersByTime(60_000));
    expect(reads.calls.reads).toBe(readsWhenGivenUp);

    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(screen.getByRole('button', { name: 'Opnieuw controleren' }));
    expect(reads.calls.reads).toBe(readsWhenGivenUp + 1);
    expect(await screen.findByText(/We bevestigen je betaling/)).toBeInTheDocument();
  });

  it('says so when no payment came in', async () => {
    server.use(
      storefrontAnswer(storefrontView()),
      publicOrderAnswers(publicOrder({ status: 'expired' })).handler,
    );

    renderPage(`/de-smul/betaling-succes?order=${ORDER_ID}&key=${ORDER_KEY}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Betaling niet bevestigd' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/We hebben geen betaling voor deze bestelling ontvangen/)).toBeInTheDocument();
  });

  it('says it cannot find an unknown order (or a wrong secret), never that the payment succeeded, and leads back', async () => {
    const reads = publicOrderAnswers({ status: 404, body: { message: 'Deze bestelling bestaat niet.' } });
    server.use(storefrontAnswer(storefrontView()), reads.handler);

    const router = renderPage(`/de-smul/betaling-succes?order=${ORDER_ID}&key=verkeerde-sleutel`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'We vinden deze bestelling niet' }),
    ).toBeInTheDocument();
    expect(document.title).toContain('We vinden deze bestelling niet');
    expect(screen.queryByText('Je betaling is gelukt')).not.toBeInTheDocument();
    expect(screen.queryByText(/Bedankt voor je bestelling/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(reads.calls.keys).toEqual(['verkeerde-sleutel']);

    await userEvent.click(screen.getByRole('link', { name: 'Terug naar de webshop' }));
    expect(router.state.location.pathname).toBe('/de-smul');
  });

  it('says the same for a link without an order, asking nothing', async () => {
    const reads = publicOrderAnswers(publicOrder());
    server.use(storefrontAnswer(storefrontView()), reads.handler);

    renderPage('/de-smul/betaling-succes');

    expect(
      screen.getByRole('heading', { level: 1, name: 'We vinden deze bestelling niet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terug naar de webshop' })).toHaveAttribute('href', '/de-smul');
    expect(reads.calls.reads).toBe(0);
    // The page reads the shop in an effect: answered here, not after this test's handlers are gone.
    await shopRead();
  });

  it('says it in French to a French-speaking customer, and shows a paid order with French totals', async () => {
    await activateLanguage('fr');
    server.use(storefrontAnswer(storefrontView()));
    renderPage('/de-smul/betaling-succes');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Nous ne trouvons pas cette commande' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à la boutique' })).toHaveAttribute('href', '/de-smul');
    expect(document.title).toBe('Nous ne trouvons pas cette commande · Bestelklaar');
    cleanup();

    const paid = publicOrder({
      totals: { subtotal: 14.62, vat: [{ label: 'BTW (6%)', amount: 0.82 }], discount: 0.94, total: 14.5 },
      lines: [{ ...publicOrder().lines[0]!, allergens: ['gluten', 'milk'] }],
    });
    server.use(publicOrderAnswers(paid).handler);
    renderPage(`/de-smul/betaling-succes?order=${paid.orderId}&key=sleutel`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Votre paiement a réussi' }),
    ).toBeInTheDocument();
    expect((await screen.findByText('TVA (6 %)')).nextSibling).toHaveTextContent('0,82 €');
    expect(screen.getByText('Réduction').nextSibling).toHaveTextContent('-0,94 €');
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('14,50 €');
    // The lines' allergens named in French, after a label in French typography.
    expect(screen.getByRole('list', { name: 'Contient\u00a0:' })).toHaveTextContent(
      'Céréales contenant du glutenLait',
    );
    expect(screen.getByRole('link', { name: 'Suivre votre commande' })).toBeInTheDocument();
  });

  it('shows the totals adding up as read: Korting negative with a discount, no Korting line without', async () => {
    const discounted = publicOrder({
      totals: { subtotal: 14.62, vat: [{ label: 'BTW (6%)', amount: 0.82 }], discount: 0.94, total: 14.5 },
    });
    server.use(storefrontAnswer(storefrontView()), publicOrderAnswers(discounted).handler);
    const { unmount } = renderRoutes(
      [{ path: '/:shop/betaling-succes', Component: PaymentSucceededPage }],
      `/de-smul/betaling-succes?order=${ORDER_ID}&key=${ORDER_KEY}`,
    );
    const rows = () =>
      screen
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextSibling?.textContent?.replace(/\s/g, ' ')]);

    await screen.findByRole('heading', { name: 'Bestelling #1042' });
    expect(rows().slice(-4)).toEqual([
      ['Subtotaal', '€ 14,62'],
      ['BTW (6%)', '€ 0,82'],
      ['Korting', '-€ 0,94'],
      ['Totaal', '€ 14,50'],
    ]);
    unmount();

    server.use(publicOrderAnswers(publicOrder()).handler);
    renderRoutes(
      [{ path: '/:shop/betaling-succes', Component: PaymentSucceededPage }],
      `/de-smul/betaling-succes?order=${ORDER_ID}&key=${ORDER_KEY}`,
    );
    await screen.findByRole('heading', { name: 'Bestelling #1042' });
    expect(rows().slice(-3)).toEqual([
      ['Subtotaal', '€ 12,26'],
      ['BTW (6%)', '€ 0,74'],
      ['Totaal', '€ 13,00'],
    ]);
    expect(screen.queryByText('Korting')).not.toBeInTheDocument();
  });
});

describe('the payment stopped page', () => {
  it('gives the order up at once with its secret; “Opnieuw proberen” opens the cart as it was', async () => {
    leftToPay();
    const cancel = cancelOrderAnswer(publicOrder({ status: 'expired' }));
    server.use(storefrontAnswer(storefrontView()), cancel.handler);

    const router = renderPage(`/de-smul/betaling-gestopt?order=${ORDER_ID}&key=${ORDER_KEY}`);

    expect(screen.getByRole('heading', { level: 1, name: 'Betaling geannuleerd' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '0470 12 34 56' })).toHaveAttribute(
      'href',
      'tel:0470123456',
    );
    expect(cancel.cancelled).toEqual([`${ORDER_ID} ${ORDER_KEY}`]);
    expect(readPendingPayment('de-smul')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));

    expect(router.state.location.pathname).toBe('/de-smul');
    expect(readStoredCart('de-smul')).toEqual([{ kind: 'product', id: 'p-soep', quantity: 2, options: {} }]);
    expect(sessionStorage.getItem('bestelklaar:winkelmandje-openen:de-smul')).toBe('1');
    expect(cancel.cancelled).toEqual([`${ORDER_ID} ${ORDER_KEY}`]);
  });

  it('leads to the order instead when it was paid after all', async () => {
    server.use(storefrontAnswer(storefrontView()), cancelOrderAnswer(publicOrder()).handler);

    renderPage(`/de-smul/betaling-gestopt?order=${ORDER_ID}&key=${ORDER_KEY}`);

    expect(await screen.findByText('Deze bestelling is toch betaald')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bekijk je bestelling' })).toHaveAttribute(
      'href',
      `/de-smul/betaling-succes?order=${ORDER_ID}&key=${ORDER_KEY}`,
    );
    expect(screen.queryByRole('button', { name: 'Opnieuw proberen' })).not.toBeInTheDocument();
  });
});
