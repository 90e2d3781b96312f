import { createEvent, type DateArray, type EventAttributes } from 'ics';
import { instantOf } from '@bestelklaar/domain';
import type { OrderDocument } from '../order-document';
import type { MailAttachment } from '../../mail/mail.service';
import { MAIL_TEXTS } from './mail-texts';

const MINUTES_PER_DAY = 24 * 60;

function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

function utcArray(instant: Date): DateArray {
  return [
    instant.getUTCFullYear(),
    instant.getUTCMonth() + 1,
    instant.getUTCDate(),
    instant.getUTCHours(),
    instant.getUTCMinutes(),
  ];
}

/**
 * The pickup slot as a calendar event (.ics). The slot's wall-clock times are turned into instants
 * in the shop's own zone (so a DST day is right) and written in UTC, which every calendar reads.
 * Published (METHOD:PUBLISH, also on the MIME part), not an invitation: calendars add it without
 * asking the customer to accept, and show the shop as its organizer. Its words are in the order's language.
 */
export function pickupCalendar(document: OrderDocument): MailAttachment {
  const texts = MAIL_TEXTS[document.language];
  const startMinutes = minutesOf(document.timeSlot.start);
  let endMinutes = minutesOf(document.timeSlot.end);
  if (endMinutes <= startMinutes) endMinutes += MINUTES_PER_DAY;
  const attributes: EventAttributes & { timestamp: number } = {
    uid: `order-${document.orderId}@bestelklaar`,
    productId: 'bestelklaar/order',
    method: 'PUBLISH',
    // DTSTAMP (ics's types leave it out): the order's moment, not the machine's clock that ics would read.
    timestamp: (document.paidAt ?? document.createdAt).getTime(),
    title: texts.calendarTitle(document.number, document.shop.shopName),
    description: texts.calendarDescription(document.timeSlot.start, document.timeSlot.end, document.number),
    location: document.shop.shopAddress || undefined,
    organizer: document.shop.contactEmail
      ? { name: document.shop.shopName, email: document.shop.contactEmail }
      : undefined,
    start: utcArray(instantOf(document.pickupDate, startMinutes, document.timeZone)),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: utcArray(instantOf(document.pickupDate, endMinutes, document.timeZone)),
    endInputType: 'utc',
    endOutputType: 'utc',
  };
  const { error, value } = createEvent(attributes);
  if (error || !value) throw error ?? new Error('Agenda-item kon niet worden gemaakt.');
  return {
    filename: texts.calendarFilename(document.number),
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: value,
  };
}
