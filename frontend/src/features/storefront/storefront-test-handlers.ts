import { http, HttpResponse } from 'msw';
import type {
  CollectionView,
  PublicMenuView,
  PublicProductView,
  PublicShopInfoView,
  StorefrontView,
} from '@bestelklaar/domain';
import { api, week } from '../../test/server';

/** A launched shop's info; `changes` fills in the rest. */
export function shopInfo(changes: Partial<PublicShopInfoView> = {}): PublicShopInfoView {
  return {
    shopName: 'De Smul',
    shopLogoUrl: '',
    darkMode: false,
    shopMinimumOrderTimeBeforePickup: 2,
    shopDescription: 'Verse soepen en broodjes, elke dag.',
    shopAddress: 'Kerkstraat 1, 9000 Gent',
    contactEmail: 'hallo@desmul.be',
    contactGsm: '0470 12 34 56',
    websiteUrl: '',
    shopBannerUrl: '',
    timeZone: 'Europe/Brussels',
    ...changes,
  };
}

export function collection(
  changes: Partial<CollectionView> & Pick<CollectionView, '_id' | 'name'>,
): CollectionView {
  return { icon: 'Soup', sortOrder: 0, ...changes };
}

export function product(
  changes: Partial<PublicProductView> & Pick<PublicProductView, '_id' | 'name'>,
): PublicProductView {
  return {
    type: 'product',
    description: '',
    price: 5,
    collection: null,
    stockQuantity: null,
    soldAlone: true,
    vatRate: 6,
    hasImage: false,
    imageUrl: null,
    productOptions: [],
    ...changes,
  };
}

export function menu(
  changes: Partial<PublicMenuView> & Pick<PublicMenuView, '_id' | 'name'>,
): PublicMenuView {
  return {
    type: 'menu',
    description: '',
    price: 12,
    vatRate: 6,
    collection: null,
    products: [],
    hasImage: false,
    imageUrl: null,
    productOptions: [],
    ...changes,
  };
}

/** A shop's whole page: nothing in it unless `changes` says so; its calendar day is 2025-03-10 (a Monday). */
export function storefrontView(changes: Partial<StorefrontView> = {}): StorefrontView {
  return {
    shop: 'de-smul',
    info: shopInfo(),
    collections: [],
    products: [],
    menus: [],
    discounts: { productMenuDiscounts: [], collectionDiscounts: [], webshopDiscounts: [] },
    pickupSlots: week(),
    openingHours: week(),
    vacations: [],
    today: '2025-03-10',
    ...changes,
  };
}

/**
 * `GET /api/shop/{shop}/storefront` answering this view (for whichever shop is asked), or this status
 * with the server's message when one is given.
 */
export function storefrontAnswer(answer: StorefrontView | { status: number; message?: string }) {
  return http.get(api('/shop/:shop/storefront'), ({ params }) => {
    if ('status' in answer) {
      const body = answer.message === undefined ? {} : { message: answer.message };
      return HttpResponse.json({ statusCode: answer.status, ...body }, { status: answer.status });
    }
    return HttpResponse.json({ ...answer, shop: String(params.shop) });
  });
}
