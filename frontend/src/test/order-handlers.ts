import { http, HttpResponse } from 'msw';
import type { AdminOrderPage, AdminOrderView, MonthlyRevenueView } from '@bestelklaar/domain';

/** As handlers.ts's `api`; not imported from there, since handlers.ts includes these defaults. */
const api = (path: string) => `/api${path}`;

/** A paid order for the dashboard's tests; `changes` overrides any field. */
export function adminOrder(changes: Partial<AdminOrderView> = {}): AdminOrderView {
  return {
    _id: 'order-1',
    number: 1001,
    status: 'paid',
    customerDetails: { name: 'An Peeters', phone: '+32 470 12 34 56', email: 'an@example.be' },
    date: '2026-11-21',
    timeSlot: { start: '12:00', end: '12:30' },
    totalAmount: 14.5,
    markedAsPickedUp: false,
    createdAt: '2026-11-21T09:40:00.000Z',
    paidAt: '2026-11-21T09:41:00.000Z',
    cartItems: [
      {
        itemId: {
          _id: 'product-1',
          name: 'Broodje kaas',
          productOptions: [{ name: "Extra's", options: ['Kaas', 'Ham'] }],
        },
        quantity: 2,
        selectedOptions: { '0': [0] },
      },
    ],
    lines: [
      {
        itemId: 'product-1',
        type: 'product',
        name: 'Broodje kaas',
        quantity: 2,
        optionLines: ["Extra's: Kaas (+€0.50)"],
        unitPrice: 7.25,
        lineTotal: 14.5,
        vatRate: 6,
        discountPercent: 0,
        includedProducts: [],
      },
    ],
    totals: { subtotal: 14.5, vat: [{ label: 'BTW 6%', amount: 0.82 }], discount: 0, total: 14.5 },
    ...changes,
  };
}

export const orderPage = (items: AdminOrderView[], nextCursor: string | null = null): AdminOrderPage => ({
  items,
  nextCursor,
});

export const noRevenue: MonthlyRevenueView = {
  month: '2026-11',
  total: 0,
  orderCount: 0,
  averageOrderValue: 0,
};

/** A shop without orders: what every dashboard screen reads when a test says nothing else. */
export const orderDefaultHandlers = [
  http.get(api('/admin/orders/today'), () => HttpResponse.json([])),
  http.get(api('/admin/orders/future'), () => HttpResponse.json([])),
  http.get(api('/admin/orders/past'), () => HttpResponse.json(orderPage([]))),
  http.get(api('/admin/orders/recent'), () => HttpResponse.json(orderPage([]))),
  http.get(api('/admin/orders/revenue/monthly'), () => HttpResponse.json(noRevenue)),
  http.get(api('/admin/mail/failures'), () => HttpResponse.json([])),
  // A ticket named after the session it was traded for, so a test can see which session asked.
  http.post(api('/admin/live/tickets'), ({ request }) =>
    HttpResponse.json(
      {
        ticket: `ticket-${request.headers.get('Authorization')?.replace('Bearer ', '')}`,
        expiresInSeconds: 60,
      },
      { status: 201 },
    ),
  ),
  http.get(api('/admin/mail/transport'), () =>
    HttpResponse.json({ transport: 'sandbox', mailboxUrl: '/api/mail/sandbox?token=mailbox-token' }),
  ),
];
