import { http, HttpResponse } from 'msw';
import type { WeeklySlots } from '@bestelklaar/domain';
import { orderDefaultHandlers } from './fixtures/orders';
import { accountSettings } from './fixtures/settings';

/**
 * The address of an API path as the app calls it: the client prefixes `/api` and fetch resolves it
 * against the page (jsdom's `url` in vitest.config.ts); MSW resolves handler paths the same way.
 */
export const api = (path: string) => `/api${path}`;

/** A week without slots; `changes` fills in days. */
export function week(changes: Partial<WeeklySlots> = {}): WeeklySlots {
  return {
    maandag: [],
    dinsdag: [],
    woensdag: [],
    donderdag: [],
    vrijdag: [],
    zaterdag: [],
    zondag: [],
    ...changes,
  };
}

/**
 * A new shop's reads: nothing made yet. Tests give other answers with `server.use(...)`; anything
 * else the app asks for has no handler and fails the test.
 */
export const defaultHandlers = [
  http.get(api('/admin/products'), () => HttpResponse.json([])),
  http.get(api('/admin/collections'), () => HttpResponse.json([])),
  http.get(api('/admin/menus'), () => HttpResponse.json([])),
  http.get(api('/admin/vacation-modes'), () => HttpResponse.json([])),
  http.get(api('/admin/pickup-moments'), () => HttpResponse.json(week())),
  http.get(api('/admin/opening-hours'), () => HttpResponse.json(week())),
  // The dashboard reads the shop's time zone from these wherever it shows a time.
  http.get(api('/admin/account/settings'), () => HttpResponse.json(accountSettings)),
  http.get(api('/payments/provider'), () => HttpResponse.json({ provider: 'stripe' })),
  http.get(api('/admin/ordering/customer-cancel'), () =>
    HttpResponse.json({ customerCancelAllowed: false, customerCancelHoursBeforePickup: 24 }),
  ),
  http.get(api('/admin/ordering/status'), () =>
    HttpResponse.json({ orderingPausedUntil: null, busyMinutes: 0 }),
  ),
  // The person's own second factor: not set up, not asked by the shop.
  http.get(api('/admin/account/two-factor'), () =>
    HttpResponse.json({ enabled: false, requiredByShop: false }),
  ),
  // The person's sessions: none recorded (a token from before they were kept).
  http.get(api('/admin/account/sessions'), () => HttpResponse.json({ sessions: [] })),
  // The person's shops: one, which they own.
  http.get(api('/admin/shops'), () =>
    HttpResponse.json([
      { shopId: 'shop-1', shopName: 'Bakkerij Test', subdomain: 'bakkerij-test', role: 'eigenaar' },
    ]),
  ),
  ...orderDefaultHandlers,
];
