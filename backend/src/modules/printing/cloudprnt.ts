import { Injectable } from '@nestjs/common';
import { readyToPrint, type CloudPrntPoll, type CloudPrntPollAnswer } from '@bestelklaar/domain';
import { NotFound } from '../../common/errors/app-error';
import { OrderTickets } from './order-tickets';
import { PrintJobs } from './print-jobs';
import { Printers, type PrinterRow } from './printers';
import { isTicketMediaType, TICKET_MEDIA_TYPES } from './ticket-encoding';

/**
 * The printer's side of the job queue, as Star's CloudPRNT protocol has it: a poll records the
 * printer's status and, when it can print, hands it the next job (one conditional update, see
 * PrintJobs); the GET gives that job, as often as asked; the DELETE settles it.
 */
@Injectable()
export class CloudPrnt {
  constructor(
    private readonly printers: Printers,
    private readonly jobs: PrintJobs,
    private readonly tickets: OrderTickets,
  ) {}

  async poll(token: string, poll: CloudPrntPoll): Promise<CloudPrntPollAnswer> {
    const printer = await this.printers.recordPoll(token, {
      statusCode: poll.statusCode ?? null,
      status: poll.status ?? null,
      printerMAC: poll.printerMAC ?? null,
      printingInProgress: poll.printingInProgress ?? false,
    });
    if (!printer) throw new NotFound();
    const jobId = readyToPrint(poll) ? await this.jobs.claimNext(printer.id) : null;
    return jobId
      ? { jobReady: true, mediaTypes: [...TICKET_MEDIA_TYPES], jobToken: jobId }
      : { jobReady: false, mediaTypes: [...TICKET_MEDIA_TYPES] };
  }

  async job(
    token: string,
    jobId: string | null,
    type: string,
  ): Promise<{ type: string; body: Buffer } | 'unsupported'> {
    const printer = await this.printer(token);
    const job = await this.jobs.held(printer.id, jobId);
    if (!job) throw new NotFound();
    const mediaType = type.split(';')[0]!.trim().toLowerCase();
    if (!isTicketMediaType(mediaType)) return 'unsupported';
    return { type: mediaType, body: await this.tickets.ticket(job, printer, mediaType) };
  }

  async confirm(token: string, jobId: string | null, code: string): Promise<boolean> {
    const printer = await this.printer(token);
    return this.jobs.settle(printer.id, jobId, code);
  }

  private async printer(token: string): Promise<PrinterRow> {
    const printer = await this.printers.byToken(token);
    if (!printer) throw new NotFound();
    return printer;
  }
}
