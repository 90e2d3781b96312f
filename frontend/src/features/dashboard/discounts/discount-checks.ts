import {
  checkDiscountCollection,
  checkDiscountDescription,
  checkDiscountEndDate,
  checkDiscountPercent,
  checkDiscountSelection,
  checkDiscountStartDate,
  type DiscountTiming,
  type DiscountType,
} from '@bestelklaar/domain';
import type { DiscountFormValues } from './discount-form-values';

/**
 * The message the domain's rules give one field of a discount of `type`, as the server would; fields
 * another kind uses are not checked. The selection's message belongs to `products`.
 */
export function discountFieldError(
  type: DiscountType,
  values: DiscountFormValues,
  field: keyof DiscountFormValues,
  timing: DiscountTiming,
): string | undefined {
  switch (field) {
    case 'discount':
      return checkDiscountPercent(values.discount);
    case 'startDate':
      return checkDiscountStartDate(values.startDate, timing);
    case 'endDate':
      return checkDiscountEndDate(values.endDate, values.startDate);
    case 'collection':
      return type === 'Collection' ? checkDiscountCollection(values.collection) : undefined;
    case 'products':
      return type === 'ProductMenu' ? checkDiscountSelection(values.products, values.menus) : undefined;
    case 'menus':
      return undefined;
    case 'description':
      return type === 'Webshop' ? checkDiscountDescription(values.description) : undefined;
  }
}
