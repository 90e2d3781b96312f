import { Controller, Get, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Public } from '../../common/auth/public.decorator';
import { Unauthorized } from '../../common/errors/app-error';
import { LiveTickets } from './live-tickets';
import { LiveStreams } from './live-streams';

/** `GET /api/live?ticket=`: the dashboard's EventSource, opened with a ticket instead of the session header. */
@Public()
@Controller('live')
export class LiveTicketStreamController {
  constructor(
    private readonly streams: LiveStreams,
    private readonly tickets: LiveTickets,
  ) {}

  @Get()
  async stream(@Query('ticket') ticket: unknown, @Res() response: Response): Promise<void> {
    const holder = await this.tickets.redeem(typeof ticket === 'string' ? ticket : undefined);
    if (!holder) throw new Unauthorized();
    await this.streams.open(holder, response);
  }
}
