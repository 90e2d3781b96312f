import {
  translationsField,
  type AdminDiscountsView,
  type CollectionRefView,
  type ContentTranslations,
  type DiscountType,
  type DiscountView,
  type PublicDiscountsView,
} from '@bestelklaar/domain';

export type { AdminDiscountsView, DiscountView, PublicDiscountsView };

/** A discount with what it applies to by name, as the admin list reads it (see discount-listing.ts). */
export interface DiscountRow {
  id: string;
  discountType: DiscountType;
  basisPoints: number;
  startDate: string;
  endDate: string;
  description: string;
  translations: ContentTranslations;
  collection: CollectionRefView | null;
  products: { _id: string; name: string }[];
  menus: { _id: string; name: string }[];
}

/** A discount as the shop page and ordering read it: what it applies to by id. */
export interface PublicDiscountRow {
  discountType: DiscountType;
  basisPoints: number;
  startDate: string;
  endDate: string;
  collectionId: string | null;
  description: string;
  translations: ContentTranslations;
  productIds: string[];
  menuIds: string[];
}

/** Percent in JSON, hundredths of a percent in the database. */
function percentOf(basisPoints: number): number {
  return basisPoints / 100;
}

export function toDiscountView(row: DiscountRow): DiscountView {
  return {
    _id: row.id,
    discountType: row.discountType,
    discount: percentOf(row.basisPoints),
    startDate: row.startDate,
    endDate: row.endDate,
    collection: row.collection,
    products: row.products,
    menus: row.menus,
    description: row.description,
    ...translationsField(row.translations),
  };
}

/** Rows in start order stay in start order within each list. */
export function toAdminDiscountsView(rows: readonly DiscountRow[]): AdminDiscountsView {
  const ofType = (type: DiscountType) => rows.filter((row) => row.discountType === type).map(toDiscountView);
  return {
    productMenuDiscounts: ofType('ProductMenu'),
    collectionDiscounts: ofType('Collection'),
    webshopDiscounts: ofType('Webshop'),
  };
}

export function toPublicDiscountsView(rows: readonly PublicDiscountRow[]): PublicDiscountsView {
  const view: PublicDiscountsView = {
    productMenuDiscounts: [],
    collectionDiscounts: [],
    webshopDiscounts: [],
  };
  for (const row of rows) {
    const period = { discount: percentOf(row.basisPoints), startDate: row.startDate, endDate: row.endDate };
    if (row.discountType === 'ProductMenu')
      view.productMenuDiscounts.push({ products: row.productIds, menus: row.menuIds, ...period });
    else if (row.discountType === 'Collection')
      view.collectionDiscounts.push({ collection: row.collectionId!, ...period });
    else
      view.webshopDiscounts.push({
        ...period,
        description: row.description,
        ...translationsField(row.translations),
      });
  }
  return view;
}
