import { Controller, Get, HttpCode, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import { CurrentAccount } from '../../common/auth/current-account.decorator';
import { LIVE_TICKET_TTL_MS, LiveTickets } from './live-tickets';
import { LiveStreams } from './live-streams';

/** The caller's shop's live changes, with the session header; or a ticket to open them without one. */
@Controller('admin/live')
export class AdminLiveController {
  constructor(
    private readonly streams: LiveStreams,
    private readonly tickets: LiveTickets,
  ) {}

  @Get()
  stream(@CurrentAccount() accountId: string, @Res() response: Response): void {
    this.streams.open(accountId, response);
  }

  @Post('tickets')
  @HttpCode(201)
  ticket(@CurrentAccount() accountId: string): { ticket: string; expiresInSeconds: number } {
    return { ticket: this.tickets.issue(accountId), expiresInSeconds: LIVE_TICKET_TTL_MS / 1000 };
  }
}
