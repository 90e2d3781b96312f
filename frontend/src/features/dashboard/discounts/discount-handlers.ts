import { http, HttpResponse } from 'msw';
import type { DiscountType } from '@bestelklaar/domain';
import { api } from '../../../test/handlers';
import type { Discount, DiscountBody, Discounts } from './discounts-api';

const LISTS: Record<DiscountType, keyof Discounts> = {
  ProductMenu: 'productMenuDiscounts',
  Collection: 'collectionDiscounts',
  Webshop: 'webshopDiscounts',
};

/** A discount as the API answers it; only what a test cares about needs saying. */
export function discount(fields: Partial<Discount> & Pick<Discount, '_id' | 'discountType'>): Discount {
  return {
    discount: 10,
    startDate: '2026-06-01',
    endDate: '2026-06-30',
    collection: null,
    products: [],
    menus: [],
    description: '',
    ...fields,
  };
}

/** Names the fake server gives the ids a saved discount refers to. */
export type Names = Record<string, string>;

/**
 * A small in-memory discounts API: what is saved is listed again, as the real one does. The server's
 * checks are not repeated here; tests that need an answer of their own add a handler in front.
 */
export function discountsApi(initial: Discount[] = [], names: Names = {}) {
  const saved = [...initial];
  let nextId = 1;
  const named = (id: string) => ({ _id: id, name: names[id] ?? id });
  const fromBody = (id: string, body: DiscountBody): Discount => ({
    _id: id,
    discountType: body.discountType,
    discount: body.discount,
    startDate: body.startDate,
    endDate: body.endDate,
    collection: body.collection ? { ...named(body.collection), icon: 'Utensils' } : null,
    products: body.products.map(named),
    menus: body.menus.map(named),
    description: body.description || (body.discountType === 'Webshop' ? 'Korting op de hele webshop' : ''),
  });
  const lists = (): Discounts => {
    const answer: Discounts = { productMenuDiscounts: [], collectionDiscounts: [], webshopDiscounts: [] };
    for (const each of saved) answer[LISTS[each.discountType]].push(each);
    return answer;
  };

  return {
    saved,
    handlers: [
      http.get(api('/admin/discounts'), () => HttpResponse.json(lists())),
      http.post(api('/admin/discounts'), async ({ request }) => {
        const created = fromBody(`d${nextId++}`, (await request.json()) as DiscountBody);
        saved.push(created);
        return HttpResponse.json(created, { status: 201 });
      }),
      http.put(api('/admin/discounts/:id'), async ({ params, request }) => {
        const index = saved.findIndex((each) => each._id === params.id);
        if (index === -1)
          return HttpResponse.json({ message: 'Deze korting bestaat niet (meer).' }, { status: 404 });
        saved[index] = fromBody(String(params.id), (await request.json()) as DiscountBody);
        return HttpResponse.json(saved[index]);
      }),
      http.delete(api('/admin/discounts/:id'), ({ params }) => {
        const index = saved.findIndex((each) => each._id === params.id);
        if (index === -1)
          return HttpResponse.json({ message: 'Deze korting bestaat niet (meer).' }, { status: 404 });
        saved.splice(index, 1);
        return new HttpResponse(null, { status: 204 });
      }),
    ],
  };
}
