import {
  eurosFromCents,
  formatPhone,
  isPickedUp,
  type AdminOrderView,
  type OrderActorView,
} from '@bestelklaar/domain';
import type { OrderLineEntity } from './order-line.entity';
import type { OrderEntity } from './order.entity';
import { toOrderLineView, toTotalsView } from './order-views';
import type { RefundEntity } from './refund.entity';
import { toRefundView } from './refund-views';

/** The admin Order view, entirely from the order's own snapshot (a product deleted since still shows). */
export function toAdminOrderView(
  order: OrderEntity,
  lines: readonly OrderLineEntity[],
  refunds: readonly RefundEntity[],
  names: ReadonlyMap<string, string>,
): AdminOrderView {
  return {
    _id: order.id,
    number: order.number,
    status: order.state as AdminOrderView['status'],
    customerDetails: {
      name: order.customerName,
      phone: formatPhone(order.customerPhone),
      email: order.customerEmail,
    },
    language: order.language,
    date: order.pickupDate,
    timeSlot: { start: order.slotStart, end: order.slotEnd },
    totalAmount: eurosFromCents(order.totalCents),
    markedAsPickedUp: isPickedUp(order.state),
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    cartItems: lines.map(toCartItem),
    lines: lines.map((line) => toOrderLineView(line, 'shop')),
    totals: toTotalsView(lines),
    refundedAmount: eurosFromCents(order.refundedCents),
    refunds: refunds.map((refund) => toRefundView(refund, lines)),
    cancelledAt: order.cancelledAt?.toISOString() ?? null,
    acknowledgedAt: order.acknowledgedAt?.toISOString() ?? null,
    acknowledgedBy: acknowledgedBy(order, names),
  };
}

/** Who tapped 'Gezien', as the history names a person; the system where the shop confirms by itself. */
function acknowledgedBy(order: OrderEntity, names: ReadonlyMap<string, string>): OrderActorView | null {
  if (order.acknowledgedAt === null) return null;
  const userId = order.acknowledgedBy;
  return userId === null
    ? { kind: 'system', userId: null, name: null }
    : { kind: 'member', userId, name: names.get(userId) ?? null };
}

/**
 * The spec's cart item. The snapshot keeps the chosen options as text, not the item's whole option
 * groups, so each option line becomes a group holding just what was chosen, and selectedOptions
 * points at it: read together they say exactly what the customer picked, as when ordered.
 */
function toCartItem(line: OrderLineEntity): AdminOrderView['cartItems'][number] {
  const productOptions = line.optionLines.map(toChosenGroup);
  return {
    itemId: { _id: line.itemId, name: line.name, productOptions },
    quantity: line.quantity,
    selectedOptions: Object.fromEntries(productOptions.map((_, index) => [String(index), 0])),
  };
}

/** 'Extra’s: Kaas + € 0,50, Ham + € 1,00' → { name: 'Extra’s', options: ['Kaas + € 0,50, Ham + € 1,00'] }. */
function toChosenGroup(optionLine: string): { name: string; options: string[] } {
  const colon = optionLine.indexOf(': ');
  return colon < 0
    ? { name: optionLine, options: [''] }
    : { name: optionLine.slice(0, colon), options: [optionLine.slice(colon + 2)] };
}
