import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import type { MailFailureView, MailTransportView } from '@bestelklaar/domain';
import { CurrentAccount } from '../../common/auth/current-account.decorator';
import { MailService } from './mail.service';
import { MailTransport } from './mail-transport';
import { MailboxLinks } from './mailbox-link';

/** The shop's mails that could not be sent, and sending one again. */
@Controller('admin/mail')
export class AdminMailController {
  constructor(
    private readonly mail: MailService,
    private readonly transport: MailTransport,
    private readonly links: MailboxLinks,
  ) {}

  /**
   * How mail goes out; without SMTP_URL, a signed link to the shop's own sandbox mailbox, for the
   * dashboard to open (valid for some hours; asking again gives a fresh one).
   */
  @Get('transport')
  transportView(@CurrentAccount() accountId: string): MailTransportView {
    return this.transport.isSandbox
      ? { transport: 'sandbox', mailboxUrl: this.links.url(accountId) }
      : { transport: 'smtp', mailboxUrl: null };
  }

  @Get('failures')
  failures(@CurrentAccount() accountId: string): Promise<MailFailureView[]> {
    return this.mail.failures(accountId);
  }

  @Post(':mailId/resend')
  @HttpCode(204)
  async resend(@CurrentAccount() accountId: string, @Param('mailId') mailId: string): Promise<void> {
    await this.mail.resend(accountId, mailId);
  }
}
