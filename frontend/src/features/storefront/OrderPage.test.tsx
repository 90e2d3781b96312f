import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotFoundBoundary } from '../../app/NotFoundBoundary';
import { cancelOrderAnswer, publicOrder, publicOrderAnswers } from '../../test/fixtures/storefront-order';
import { renderRoutes } from '../../test/render';
import { server } from '../../test/server';
import { activateLanguage } from '../../i18n/i18n';
import { ORDER_PAGE_REFRESH_MS } from './order/order-api';
import { Component as OrderPage } from './OrderPage';

const ORDER_ID = '7b4a2c1e-1111-4a4a-8a8a-000000000001';
const SECRET = 'geheime-sleutel';

function renderPage(path = `/de-smul/bestelling/${ORDER_ID}?t=${SECRET}`) {
  renderRoutes(
    [{ path: '/:shop/bestelling/:orderId', Component: OrderPage, ErrorBoundary: NotFoundBoundary }],
    path,
  );
}

afterEach(() => vi.useRealTimers());

describe("the customer's order page", () => {
  it("shows the state in words, the pickup moment, the lines with options and allergens, the totals, the shop and 'Zet in je agenda'", async () => {
    const calendarUrl = `https://bestelklaar.test/api/shop/de-smul/orders/${ORDER_ID}/calendar.ics?key=${SECRET}`;
    const reads = publicOrderAnswers(
      publicOrder({ calendarUrl, lines: [{ ...publicOrder().lines[0]!, allergens: ['gluten', 'milk'] }] }),
    );
    server.use(reads.handler);
    renderPage();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Je bestelling bij De Smul' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Betaald')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Bestelling #1042' })).toBeInTheDocument();
    expect(screen.getByText('vrijdag 14 maart 2025')).toBeInTheDocument();
    expect(screen.getByText('12:00 - 12:30')).toBeInTheDocument();
    const lines = screen.getByRole('list', { name: 'Je bestelling' });
    expect(within(lines).getByText('2 × Croque')).toBeInTheDocument();
    expect(within(lines).getByText('Saus: Tartaar')).toBeInTheDocument();
    const allergens = within(lines).getByRole('list', { name: 'Bevat:' });
    expect(
      within(allergens)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Glutenbevattende granen', 'Melk']);
    expect(screen.getByText('Totaal').nextSibling).toHaveTextContent('€ 13,00');
    expect(screen.getByText('Kerkstraat 1, 9000 Gent')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '0470 12 34 56' })).toHaveAttribute('href', 'tel:0470123456');
    expect(screen.getByRole('link', { name: 'hallo@desmul.be' })).toHaveAttribute(
      'href',
      'mailto:hallo@desmul.be',
    );
    const calendar = screen.getByRole('link', { name: 'Zet in je agenda' });
    expect(calendar).toHaveAttribute('href', calendarUrl);
    expect(calendar).toHaveAttribute('download', 'bestelling-1042.ics');
    expect(reads.calls.keys).toEqual([SECRET]);
    expect(document.title).toBe('Bestelling #1042 · Bestelklaar');
  });

  it('updates itself while open: the shop marks it ready, then it is picked up', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const reads = publicOrderAnswers(
      publicOrder(),
      publicOrder({ state: 'ready', stateLabel: 'Klaar voor afhaling' }),
      publicOrder({ state: 'picked_up', stateLabel: 'Opgehaald' }),
    );
    server.use(reads.handler);
    renderPage();
    expect(await screen.findByText('Betaald')).toBeInTheDocument();

    await act(async () => vi.advanceTimersByTime(ORDER_PAGE_REFRESH_MS));
    expect(await screen.findByText('Klaar voor afhaling')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(ORDER_PAGE_REFRESH_MS));
    expect(await screen.findByText('Opgehaald')).toBeInTheDocument();
    expect(reads.calls.reads).toBe(3);
  });

  it('says a cancelled order was cancelled and how much went back, and offers no calendar for it', async () => {
    server.use(
      publicOrderAnswers(
        publicOrder({
          state: 'cancelled',
          stateLabel: 'Geannuleerd — € 13,00 terugbetaald',
          refundedAmount: 13,
          calendarUrl: 'https://bestelklaar.test/agenda.ics',
        }),
      ).handler,
    );
    renderPage();

    expect(await screen.findByText('Geannuleerd — € 13,00 terugbetaald')).toBeInTheDocument();
    expect(screen.getByText('Terugbetaald').nextSibling).toHaveTextContent('-€ 13,00');
    expect(screen.queryByRole('link', { name: 'Zet in je agenda' })).not.toBeInTheDocument();
  });

  it('speaks English to a customer who ordered in English: state, pickup day, totals and calendar', async () => {
    await activateLanguage('en');
    server.use(
      publicOrderAnswers(
        publicOrder({
          state: 'cancelled',
          stateLabel: 'Geannuleerd — € 13,00 terugbetaald',
          refundedAmount: 13,
        }),
      ).handler,
    );
    renderPage();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your order at De Smul' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Cancelled — €13.00 refunded')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Order #1042' })).toBeInTheDocument();
    expect(screen.getByText('Pickup day').nextSibling).toHaveTextContent('Friday, 14 March 2025');
    expect(screen.getByRole('list', { name: 'Your order' })).toBeInTheDocument();
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('€13.00');
    expect(screen.getByText('Refunded').nextSibling).toHaveTextContent('-€13.00');
    expect(screen.getByRole('heading', { name: 'Pickup at De Smul' })).toBeInTheDocument();
    expect(document.title).toBe('Order #1042 · Bestelklaar');
  });

  it("offers 'Bestelling annuleren' while the shop allows it, asks first, and shows the cancelled order", async () => {
    server.use(publicOrderAnswers(publicOrder({ cancellableUntil: '2025-03-13T11:00:00.000Z' })).handler);
    const cancelled = publicOrder({
      state: 'cancelled',
      stateLabel: 'Geannuleerd — € 13,00 terugbetaald',
      refundedAmount: 13,
      cancelledByCustomer: true,
    });
    const cancels = cancelOrderAnswer(cancelled);
    server.use(cancels.handler);
    renderPage();

    expect(
      await screen.findByText(
        /^Je kunt deze bestelling zelf annuleren tot donderdag 13 maart .*Je krijgt dan € 13,00 meteen terug\.$/,
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Bestelling annuleren' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Bestelling #1042 annuleren?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Niet annuleren' }));
    expect(cancels.cancelled).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Bestelling annuleren' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Bestelling annuleren' }),
    );
    expect(await screen.findByText('Geannuleerd — € 13,00 terugbetaald')).toBeInTheDocument();
    expect(screen.getByText(/^Je hebt deze bestelling geannuleerd\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bestelling annuleren' })).not.toBeInTheDocument();
    expect(cancels.cancelled).toEqual([`${ORDER_ID} ${SECRET}`]);
  });

  it("tells until when the customer may cancel by the shop's clock, not the device's", async () => {
    // Tokyo is nine hours ahead of UTC and eight of Brussels: neither the machine's zone nor a fixed
    // Brussels can pass for it. 11:00 UTC is 20:00 there.
    const inTokyo = { ...publicOrder().shop, timeZone: 'Asia/Tokyo' };
    server.use(
      publicOrderAnswers(publicOrder({ cancellableUntil: '2025-03-13T11:00:00.000Z', shop: inTokyo }))
        .handler,
    );
    renderPage();

    expect(
      await screen.findByText(/^Je kunt deze bestelling zelf annuleren tot donderdag 13 maart( om)? 20:00\./),
    ).toBeInTheDocument();
  });

  it('offers no cancel where the shop does not allow it (any more)', async () => {
    server.use(publicOrderAnswers(publicOrder({ cancellableUntil: null })).handler);
    renderPage();
    expect(await screen.findByText('Betaald')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bestelling annuleren' })).not.toBeInTheDocument();
  });

  it('is the 404 page with a wrong secret', async () => {
    server.use(
      publicOrderAnswers({ status: 404, body: { statusCode: 404, message: 'Deze bestelling bestaat niet.' } })
        .handler,
    );
    renderPage(`/de-smul/bestelling/${ORDER_ID}?t=verkeerd`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Deze pagina bestaat niet' }),
    ).toBeInTheDocument();
  });

  it('is the 404 page without a secret, asking nothing', async () => {
    const reads = publicOrderAnswers(publicOrder());
    server.use(reads.handler);
    renderPage(`/de-smul/bestelling/${ORDER_ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Deze pagina bestaat niet' }),
    ).toBeInTheDocument();
    expect(reads.calls.reads).toBe(0);
  });
});
