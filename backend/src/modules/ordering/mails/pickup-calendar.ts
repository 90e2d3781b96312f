import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { instantOf, textsIn } from '@bestelklaar/domain';
import type { OrderDocument } from '../order-document';
import type { MailAttachment } from '../../mail/mail.service';
import { MAIL_TEXTS } from './mail-texts';

const MINUTES_PER_DAY = 24 * 60;

/**
 * The event's revisions (RFC 5545 SEQUENCE): a calendar applies a message only over an older one
 * of the same UID, so the cancel counts one higher than the published pickup it withdraws.
 */
const PUBLISHED_SEQUENCE = 0;
const CANCELLED_SEQUENCE = PUBLISHED_SEQUENCE + 1;

function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/**
 * The pickup slot as a calendar event (.ics). The slot's wall-clock times are turned into instants
 * in the shop's own zone (so a DST day is right) and written in UTC, which every calendar reads.
 * While the order stands it is published (METHOD:PUBLISH, also on the MIME part), not an
 * invitation: calendars add it without asking the customer to accept, and show the shop as its
 * organizer. Once the shop cancels, the same event (same UID, next SEQUENCE) comes as
 * METHOD:CANCEL with STATUS:CANCELLED, which takes it out of the calendar it was added to. Its
 * words are in the order's language. ical-generator folds lines at 75 octets, never inside a
 * UTF-8 character (RFC 5545 §3.1), so a shop name with accents keeps every line in bounds.
 */
export function pickupCalendar(document: OrderDocument): MailAttachment {
  const texts = textsIn(MAIL_TEXTS, document.language);
  const cancelled = document.state === 'cancelled';
  const method = cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH;
  const startMinutes = minutesOf(document.timeSlot.start);
  let endMinutes = minutesOf(document.timeSlot.end);
  if (endMinutes <= startMinutes) endMinutes += MINUTES_PER_DAY;
  const calendar = ical({
    prodId: { company: 'Bestelklaar', product: 'Bestellingen', language: document.language.toUpperCase() },
    method,
  });
  calendar.createEvent({
    id: `order-${document.orderId}@bestelklaar`,
    sequence: cancelled ? CANCELLED_SEQUENCE : PUBLISHED_SEQUENCE,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    // DTSTAMP: the moment of the revision (payment, then the cancel), not the machine's clock.
    stamp: cancelled ? (document.cancelledAt ?? document.createdAt) : (document.paidAt ?? document.createdAt),
    summary: texts.calendarTitle(document.number, document.shop.shopName),
    description: texts.calendarDescription(document.timeSlot.start, document.timeSlot.end, document.number),
    location: document.shop.shopAddress || null,
    organizer: document.shop.contactEmail
      ? { name: document.shop.shopName, email: document.shop.contactEmail }
      : null,
    start: instantOf(document.pickupDate, startMinutes, document.timeZone),
    end: instantOf(document.pickupDate, endMinutes, document.timeZone),
  });
  return {
    filename: texts.calendarFilename(document.number),
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    // Every content line ends with CRLF, END:VCALENDAR too, which ical-generator leaves bare.
    content: calendar.toString().replace(/(\r\n)?$/, '\r\n'),
  };
}
