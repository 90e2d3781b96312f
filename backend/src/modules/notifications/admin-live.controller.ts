import { Controller, Get, HttpCode, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { MemberSession } from '../../common/auth/member-session';
import { CurrentSession } from '../../common/auth/current-member.decorator';
import { LIVE_TICKET_TTL_MS, LiveTickets } from './live-tickets';
import { LiveStreams } from './live-streams';
import { ApiRoute } from '../../common/openapi/api-route.decorator';
import { Requires } from '../../common/auth/requires.decorator';

/** The caller's shop's live changes, with the session header; or a ticket to open them without one. */
@Controller('admin/live')
export class AdminLiveController {
  constructor(
    private readonly streams: LiveStreams,
    private readonly tickets: LiveTickets,
  ) {}

  @ApiRoute({
    summary: "The shop's live changes (server-sent events)",
    answer: { media: 'text/event-stream' },
  })
  @Requires('orders.read')
  @Get()
  stream(@CurrentSession() session: MemberSession, @Res() response: Response): Promise<void> {
    return this.streams.open(
      { accountId: session.accountId, userId: session.userId, sessionId: session.tokenId },
      response,
    );
  }

  @ApiRoute({
    summary: 'A short-lived ticket to open the live changes without the session header',
    answer: 'LiveTicket',
  })
  @Requires('orders.read')
  @Post('tickets')
  @HttpCode(201)
  async ticket(
    @CurrentSession() session: MemberSession,
  ): Promise<{ ticket: string; expiresInSeconds: number }> {
    const ticket = await this.tickets.issue({
      accountId: session.accountId,
      userId: session.userId,
      sessionId: session.tokenId,
    });
    return { ticket, expiresInSeconds: LIVE_TICKET_TTL_MS / 1000 };
  }
}
