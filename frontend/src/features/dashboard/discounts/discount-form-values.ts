import {
  DEFAULT_WEBSHOP_DISCOUNT_DESCRIPTION,
  readDiscountPercent,
  type ContentTranslations,
  type DiscountType,
} from '@bestelklaar/domain';
import { translationsOf } from '../shared/translations/translation-values';
import type { Discount, DiscountBody } from './discounts-api';

/** The form's fields; the percentage stays text until the form is sent. */
export interface DiscountFormValues {
  discount: string;
  startDate: string;
  endDate: string;
  /** A collection id, or '' while none is chosen. */
  collection: string;
  products: string[];
  menus: string[];
  description: string;
  /** Whole shop only: the description in French and English, absent until there are some. */
  translations?: ContentTranslations;
}

const percentText = new Intl.NumberFormat('nl-BE', { maximumFractionDigits: 2, useGrouping: false });

export function emptyDiscountValues(type: DiscountType): DiscountFormValues {
  return {
    discount: '',
    startDate: '',
    endDate: '',
    collection: '',
    products: [],
    menus: [],
    description: type === 'Webshop' ? DEFAULT_WEBSHOP_DISCOUNT_DESCRIPTION : '',
  };
}

export function discountToValues(discount: Discount): DiscountFormValues {
  return {
    discount: percentText.format(discount.discount),
    startDate: discount.startDate,
    endDate: discount.endDate,
    collection: discount.collection?._id ?? '',
    products: discount.products.map((product) => product._id),
    menus: discount.menus.map((menu) => menu._id),
    description: discount.description,
    ...(discount.translations && { translations: discount.translations }),
  };
}

/**
 * The body the API takes for a discount of `type`: the fields of other kinds are left empty, so a
 * product/menu discount never carries a collection. Call with checked values only.
 */
export function toDiscountBody(type: DiscountType, values: DiscountFormValues): DiscountBody {
  const percent = readDiscountPercent(values.discount);
  return {
    discountType: type,
    discount: percent.ok ? percent.value : Number.NaN,
    startDate: values.startDate,
    endDate: values.endDate,
    collection: type === 'Collection' ? values.collection : null,
    products: type === 'ProductMenu' ? values.products : [],
    menus: type === 'ProductMenu' ? values.menus : [],
    description: type === 'Webshop' ? values.description.trim() : '',
    ...(type === 'Webshop' && values.translations && { translations: translationsOf(values.translations) }),
  };
}
