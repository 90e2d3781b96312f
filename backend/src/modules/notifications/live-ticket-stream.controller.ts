import { Controller, Get, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Public } from '../../common/auth/public.decorator';
import { Unauthorized } from '../../common/errors/app-error';
import { LiveTickets } from './live-tickets';
import { LiveStreams } from './live-streams';
import { ApiRoute } from '../../common/openapi/api-route.decorator';

/** `GET /api/live?ticket=`: the dashboard's EventSource, opened with a ticket instead of the session header. */
@Public()
@Controller('live')
export class LiveTicketStreamController {
  constructor(
    private readonly streams: LiveStreams,
    private readonly tickets: LiveTickets,
  ) {}

  @ApiRoute({
    summary: "The shop's live changes, opened with a ticket (server-sent events)",
    query: 'TicketQuery',
    answer: { media: 'text/event-stream' },
    answers: { 401: 'ApiErrorView' },
  })
  @Get()
  async stream(@Query('ticket') ticket: unknown, @Res() response: Response): Promise<void> {
    const holder = await this.tickets.redeem(typeof ticket === 'string' ? ticket : undefined);
    if (!holder) throw new Unauthorized();
    await this.streams.open(holder, response);
  }
}
