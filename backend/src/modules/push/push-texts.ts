import { formatDutchDate, formatEuros, ownerTexts, ownerTable } from '@bestelklaar/domain';
import type { OrderHeadline } from '../ordering/ordering.service';

/** What a notification tells of an order: no customer's name or lines (lock screens show it). */
type PushedOrder = Pick<OrderHeadline, 'orderId' | 'number' | 'pickupDate' | 'timeSlot'>;

/** What a device's notification says: the team reads it, in Dutch as the dashboard. */
const PUSH_TEXTS = ownerTable(
  {
    nl: {
      newOrderTitle: (number: number) => `Nieuwe bestelling ${number}`,
      notSeenTitle: (number: number) => `Bestelling ${number} is nog niet gezien`,
      pieces: (count: number) => `${count} ${count === 1 ? 'artikel' : 'artikelen'}`,
      pickup: (date: string, start: string, end: string) => `Afhalen ${date}, ${start}–${end}`,
      openIt: 'Tik om ze te openen.',
    },
  },
  'PUSH_TEXTS',
);

const texts = ownerTexts(PUSH_TEXTS);

/** The JSON a device's service worker gets: small, since push services cap a message at 4 KB. */
export interface PushMessage {
  title: string;
  body: string;
  /** Where a tap on it leads: the order's details on the orders screen. */
  url: string;
  /** One notification per order on the device: the reminder replaces the first. */
  tag: string;
}

const pickupOf = (order: PushedOrder) =>
  texts.pickup(formatDutchDate(order.pickupDate), order.timeSlot.start, order.timeSlot.end);

/** The orders screen opens the order its address names (`?bestelling=`). */
const orderUrl = (orderId: string) => `/dashboard/bestellingen?bestelling=${encodeURIComponent(orderId)}`;

export function newOrderMessage(order: OrderHeadline): PushMessage {
  return {
    title: texts.newOrderTitle(order.number),
    body: `${pickupOf(order)} · ${texts.pieces(order.pieces)} · ${formatEuros(order.total)}`,
    url: orderUrl(order.orderId),
    tag: `bestelling-${order.orderId}`,
  };
}

export function notSeenMessage(order: PushedOrder): PushMessage {
  return {
    title: texts.notSeenTitle(order.number),
    body: `${pickupOf(order)} · ${texts.openIt}`,
    url: orderUrl(order.orderId),
    tag: `bestelling-${order.orderId}`,
  };
}
