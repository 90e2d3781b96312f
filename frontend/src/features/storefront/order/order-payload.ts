import {
  eurosFromCents,
  formatOrderDate,
  type Language,
  type OrderPayload,
  type TimeSlotView,
} from '@bestelklaar/domain';
import type { CartItemLine } from '../cart/cart-context';
import type { OrderFormValues } from './order-form-values';

/**
 * The order as the server reads it. `calculatedPrice` is the cart's own price of one of the line
 * (options and discount included), which the server compares with its own and never charges.
 */
export function orderPayloadOf(
  values: OrderFormValues & { timeSlot: TimeSlotView },
  lines: readonly CartItemLine[],
  language: Language,
): OrderPayload {
  return {
    name: values.name.trim(),
    phone: values.phone.trim(),
    email: values.email.trim(),
    date: formatOrderDate(values.date),
    timeSlot: { start: values.timeSlot.start, end: values.timeSlot.end },
    cartItems: lines.map((line) => ({
      _id: line.item._id,
      type: line.item.type,
      quantity: line.quantity,
      selectedOptions: line.selectedOptions,
      productOptions: line.item.productOptions,
      calculatedPrice: eurosFromCents(line.price.unitCents),
    })),
    // The order's later mails speak the language the customer ordered in.
    language,
  };
}
