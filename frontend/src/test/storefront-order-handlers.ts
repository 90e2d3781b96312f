import { http, HttpResponse } from 'msw';
import type {
  OrderPayload,
  PlaceOrderAnswer,
  PublicOrderView,
  SlotAvailabilityView,
} from '@bestelklaar/domain';
import { api } from './handlers';

/** A customer's ordering calls (the shop's order form and payment result pages) for component tests. */

/** An answer with an error status and the server's body (a Dutch `message`, maybe more). */
export interface ErrorAnswer {
  status: number;
  body: Record<string, unknown>;
}

const isError = (answer: object): answer is ErrorAnswer => 'status' in answer && 'body' in answer;

/** `GET /api/shop/:shop/slot-availability`: these pieces full (none by default). */
export function slotAvailabilityAnswer(view: Partial<SlotAvailabilityView> = {}) {
  return http.get(api('/shop/:shop/slot-availability'), () =>
    HttpResponse.json({ maxOrdersPerSlot: null, fullPieces: [], ...view }),
  );
}

/**
 * `POST /api/shop/:shop/orders` answering each call with the next answer (the last one repeats);
 * the payloads it received are kept in `received`. `hold` delays the answers until it resolves.
 */
export function placeOrderAnswers(...answers: (PlaceOrderAnswer | ErrorAnswer)[]) {
  const received: OrderPayload[] = [];
  let hold: Promise<unknown> = Promise.resolve();
  const handler = http.post(api('/shop/:shop/orders'), async ({ request }) => {
    received.push((await request.json()) as OrderPayload);
    const answer = answers[Math.min(received.length - 1, answers.length - 1)]!;
    await hold;
    if (isError(answer)) return HttpResponse.json(answer.body, { status: answer.status });
    return HttpResponse.json(answer, { status: 201 });
  });
  return {
    handler,
    received,
    /** Answers wait until the returned function is called. */
    holdAnswers() {
      let release = () => {};
      hold = new Promise<void>((resolve) => (release = resolve));
      return () => release();
    },
  };
}

/** A paid order as `GET /api/shop/:shop/orders/:id` shows it; `changes` fills in the rest. */
export function publicOrder(changes: Partial<PublicOrderView> = {}): PublicOrderView {
  return {
    orderId: '7b4a2c1e-1111-4a4a-8a8a-000000000001',
    number: 1042,
    status: 'paid',
    date: '2025-03-14',
    timeSlot: { start: '12:00', end: '12:30' },
    customerName: 'An Peeters',
    lines: [
      {
        itemId: 'p-1',
        type: 'product',
        name: 'Croque',
        quantity: 2,
        optionLines: ['Saus: Tartaar'],
        unitPrice: 6.5,
        lineTotal: 13,
        vatRate: 6,
        discountPercent: 0,
        includedProducts: [],
      },
    ],
    totals: { subtotal: 12.26, vat: [{ label: 'BTW (6%)', amount: 0.74 }], discount: 0, total: 13 },
    shop: {
      shopName: 'De Smul',
      shopAddress: 'Kerkstraat 1, 9000 Gent',
      contactEmail: 'hallo@desmul.be',
      contactGsm: '0470 12 34 56',
    },
    ...changes,
  };
}

/**
 * `GET /api/shop/:shop/orders/:id` answering each read with the next answer (the last one repeats);
 * `calls` counts the reads and keeps the session ids and order secrets asked with.
 */
export function publicOrderAnswers(...answers: (PublicOrderView | ErrorAnswer)[]) {
  const calls = { reads: 0, sessionIds: [] as (string | null)[], keys: [] as (string | null)[] };
  const handler = http.get(api('/shop/:shop/orders/:id'), ({ request }) => {
    calls.reads += 1;
    const query = new URL(request.url).searchParams;
    calls.sessionIds.push(query.get('session_id'));
    calls.keys.push(query.get('key'));
    const answer = answers[Math.min(calls.reads - 1, answers.length - 1)]!;
    if (isError(answer)) return HttpResponse.json(answer.body, { status: answer.status });
    return HttpResponse.json(answer);
  });
  return { handler, calls };
}

/** `POST /api/shop/:shop/orders/:id/cancel` answering this view; `cancelled` lists each `id key`. */
export function cancelOrderAnswer(view: PublicOrderView) {
  const cancelled: string[] = [];
  const handler = http.post(api('/shop/:shop/orders/:id/cancel'), ({ params, request }) => {
    cancelled.push(`${String(params.id)} ${new URL(request.url).searchParams.get('key')}`);
    return HttpResponse.json(view);
  });
  return { handler, cancelled };
}
