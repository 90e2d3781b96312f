import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useSearchParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, DEFAULT_TIME_ZONE, todayIn } from '@bestelklaar/domain';
import { adminOrder } from '../../test/fixtures/orders';
import { renderRoutes } from '../../test/render';
import { api, server } from '../../test/server';
import { NoticeBar } from './NoticeBar';
import { periodOf } from './orders/order-period';

/**
 * jsdom has no Web Audio: this stands in for the browser's, which keeps sound suspended until the
 * page is used and runs once it is resumed; its beeps are counted instead of heard.
 */
class SuspendedAudio {
  static beeps = 0;
  state: AudioContextState = 'suspended';
  onstatechange: (() => void) | null = null;
  currentTime = 0;
  destination = {};
  async resume() {
    this.state = 'running';
    this.onstatechange?.();
  }
  createGain() {
    return { gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} }, connect: () => ({}) };
  }
  createOscillator() {
    const node = { type: '', frequency: { value: 0 } };
    return {
      ...node,
      connect: (gain: object) => gain,
      start: () => void (SuspendedAudio.beeps += 1),
      stop() {},
    };
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const sandboxPayments = () =>
  server.use(http.get(api('/payments/provider'), () => HttpResponse.json({ provider: 'sandbox' })));

/** The orders screen as far as the link goes: which tab the address asks for. */
function OrdersTab() {
  const [search] = useSearchParams();
  return <h1>Tabblad {search.get('tab')}</h1>;
}

function renderBar(orders = [adminOrder()]) {
  return renderRoutes(
    [
      {
        path: '/dashboard',
        element: <NoticeBar orders={orders} acknowledge={() => undefined} ring={() => undefined} />,
      },
      { path: '/dashboard/bestellingen', element: <OrdersTab /> },
    ],
    '/dashboard',
  );
}

const today = () => todayIn(DEFAULT_TIME_ZONE, new Date());

describe('the notice bar', () => {
  it('holds the test-mode note, the sound prompt and the new order in one bar, and the sound prompt goes once allowed', async () => {
    sandboxPayments();
    vi.stubGlobal('AudioContext', SuspendedAudio);
    renderBar();

    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent('Testmodus — er wordt niet echt betaald');
    const allow = screen.getByRole('button', { name: 'Geluid aanzetten' });
    expect(allow).toHaveAccessibleDescription(
      'Je browser laat nog geen geluid toe: zet het aan om nieuwe bestellingen te horen.',
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Nieuwe bestelling');

    // One row for the note and the sound, and the alert right under it, in the same bar.
    const row = note.parentElement!;
    expect(row).toContainElement(allow);
    expect(row.nextElementSibling).toBe(alert);

    await userEvent.click(allow);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Geluid aanzetten' })).toBeNull());
    // Allowing it plays the chime once, so the owner hears what a new order sounds like.
    await waitFor(() => expect(SuspendedAudio.beeps).toBe(3));
    expect(screen.getByRole('note')).toBeInTheDocument();
  });

  it('shows no empty row when payments are real and the sound is allowed', async () => {
    const { container } = renderBar([]);
    // Give the provider's answer time to arrive.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(container.textContent).toBe('');
  });

  it.each([
    ['tomorrow', 1, 'future'],
    ['today', 0, 'today'],
  ])(
    "'Bekijk bestellingen' for an order of %s opens the tab that lists it",
    async (_when, daysAhead, tab) => {
      const order = adminOrder({ date: addDays(today(), daysAhead) });
      renderBar([order]);

      await userEvent.click(screen.getByRole('link', { name: 'Bekijk bestellingen' }));
      expect(await screen.findByRole('heading', { name: `Tabblad ${tab}` })).toBeInTheDocument();
    },
  );

  it('names the tab of the newest order when new orders are for different days', async () => {
    const tomorrow = adminOrder({ _id: 'newest', date: addDays(today(), 1) });
    const todays = adminOrder({ _id: 'older', date: today() });
    renderBar([tomorrow, todays]);

    expect(screen.getByRole('link', { name: 'Bekijk bestellingen' })).toHaveAttribute(
      'href',
      '/dashboard/bestellingen?tab=future',
    );
  });
});

describe('periodOf', () => {
  it('puts an order in today’s tab, the tab from tomorrow, or the past', () => {
    expect(periodOf('2026-11-26', '2026-11-26')).toBe('today');
    expect(periodOf('2026-11-27', '2026-11-26')).toBe('future');
    expect(periodOf('2026-12-01', '2026-11-26')).toBe('future');
    expect(periodOf('2026-11-25', '2026-11-26')).toBe('past');
  });
});
