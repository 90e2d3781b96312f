import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import type { MailFailureView, MailTransportView, OrderMailView } from '@bestelklaar/domain';
import type { MemberSession } from '../../common/auth/member-session';
import { CurrentShop, CurrentSession } from '../../common/auth/current-member.decorator';
import { MailService } from './mail.service';
import { MailTransport } from './mail-transport';
import { MailboxLinks } from './mailbox-link';
import { MailboxSessions } from './mailbox-sessions';
import { ApiRoute } from '../../common/openapi/api-route.decorator';
import { Requires } from '../../common/auth/requires.decorator';

/** The shop's mails that could not be sent, and sending one again; the customer's mails of an order. */
@Controller('admin/mail')
export class AdminMailController {
  constructor(
    private readonly mail: MailService,
    private readonly transport: MailTransport,
    private readonly links: MailboxLinks,
    private readonly sessions: MailboxSessions,
  ) {}

  /**
   * How mail goes out; without SMTP_URL, a signed link to the shop's own sandbox mailbox, for the
   * dashboard to open (valid for some hours, and until this session logs out; asking again gives a
   * fresh one).
   */
  @ApiRoute({ summary: 'How mail goes out, with a link to the sandbox mailbox', answer: 'MailTransportView' })
  @Requires('mail.read')
  @Get('transport')
  async transportView(@CurrentSession() session: MemberSession): Promise<MailTransportView> {
    if (!this.transport.isSandbox) return { transport: 'smtp', mailboxUrl: null };
    const key = { accountId: session.accountId, sessionId: session.tokenId };
    await this.sessions.open(key.accountId, session.userId, key.sessionId, session.expiresAt);
    return { transport: 'sandbox', mailboxUrl: this.links.url(key) };
  }

  @ApiRoute({ summary: "The shop's mails that could not be sent", answer: 'MailFailureList' })
  @Requires('mail.read')
  @Get('failures')
  failures(@CurrentShop() accountId: string): Promise<MailFailureView[]> {
    return this.mail.failures(accountId);
  }

  /** For the order's details: 'Klant verwittigd via e-mail' once such a mail went out. */
  @ApiRoute({ summary: "The mails sent to an order's customer", answer: 'OrderMailList', failures: [404] })
  @Requires('mail.read')
  @Get('orders/:orderId')
  customerMailsOf(
    @CurrentShop() accountId: string,
    @Param('orderId') orderId: string,
  ): Promise<OrderMailView[]> {
    return this.mail.customerMailsOf(accountId, orderId);
  }

  @ApiRoute({ summary: 'Send a failed mail again', answer: null, failures: [404, 409] })
  @Requires('mail.resend')
  @Post(':mailId/resend')
  @HttpCode(204)
  async resend(@CurrentShop() accountId: string, @Param('mailId') mailId: string): Promise<void> {
    await this.mail.resend(accountId, mailId);
  }
}
