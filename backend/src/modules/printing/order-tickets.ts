import { Injectable } from '@nestjs/common';
import { LINE_CHARACTERS, type PaperWidth } from '@bestelklaar/domain';
import { OrdersService } from '../ordering';
import { encodeTicket, type TicketMediaType } from './ticket-encoding';
import { ticketLines } from './ticket';
import type { PrintJobRow } from './print-jobs';

const PICKUP_DAY = new Intl.DateTimeFormat('nl-BE', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/** A job's ticket from the order's one read (its document), in the kitchen's Dutch. */
@Injectable()
export class OrderTickets {
  constructor(private readonly orders: OrdersService) {}

  async ticket(
    job: PrintJobRow,
    printer: { paperWidth: PaperWidth; copies: number },
    type: TicketMediaType,
  ): Promise<Buffer> {
    const document = await this.orders.orderDocument(job.orderId);
    const width = LINE_CHARACTERS[printer.paperWidth];
    const lines = ticketLines(
      {
        shopName: document.shop.shopName,
        number: document.number,
        pickupDay: PICKUP_DAY.format(new Date(`${document.pickupDate}T12:00:00Z`)),
        timeSlot: document.timeSlot,
        customerName: document.customer.name,
        customerPhone: document.customer.phone,
        lines: document.shopLines,
        totals: document.totals,
        sequence: job.sequence,
        reason: job.reason,
      },
      width,
    );
    return encodeTicket(type, lines, printer.copies, width);
  }
}
