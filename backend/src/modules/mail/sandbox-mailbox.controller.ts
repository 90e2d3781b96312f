import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Public } from '../../common/auth/public.decorator';
import { NotFound } from '../../common/errors/app-error';
import { MailService } from './mail.service';
import { MailTransport } from './mail-transport';
import { MailboxLinks } from './mailbox-link';
import { MailboxSessions } from './mailbox-sessions';
import {
  mailboxLinkRefusedPage,
  mailboxListPage,
  mailboxMailPage,
  mailboxNotFoundPage,
} from './mailbox-page';
import { SandboxMailbox } from './sandbox-mailbox';
import { ApiRoute } from '../../common/openapi/api-route.decorator';

/**
 * The sandbox mailbox's pages: without SMTP_URL every mail lands here, so a newcomer running the
 * product offline sees what customers and owners would receive. With SMTP_URL set they do not exist.
 * They need no login but a signed token from the dashboard (GET /api/admin/mail/transport), and show
 * only the mails of the shop it was signed for.
 */
@Public()
@Controller('mail/sandbox')
export class SandboxMailboxController {
  constructor(
    private readonly mail: MailService,
    private readonly mailbox: SandboxMailbox,
    private readonly transport: MailTransport,
    private readonly links: MailboxLinks,
    private readonly sessions: MailboxSessions,
  ) {}

  @ApiRoute({
    summary: 'The sandbox mailbox (HTML page)',
    query: 'TokenQuery',
    answer: { media: 'text/html' },
    answers: { 403: { media: 'text/html' } },
    failures: [404],
  })
  @Get()
  async list(@Query('token') token: string | undefined, @Res() response: Response): Promise<void> {
    const accountId = await this.accountOf(token, response);
    if (!accountId) return;
    const mails = await this.mail.sandboxMails(accountId, await this.mailbox.mailIds());
    response.type('html').send(mailboxListPage(mails, token!));
  }

  @ApiRoute({
    summary: 'One mail in the sandbox mailbox (HTML page)',
    query: 'TokenQuery',
    answer: { media: 'text/html' },
    answers: { 403: { media: 'text/html' }, 404: { media: 'text/html' } },
  })
  @Get(':id')
  async show(
    @Param('id') id: string,
    @Query('token') token: string | undefined,
    @Res() response: Response,
  ): Promise<void> {
    const accountId = await this.accountOf(token, response);
    if (!accountId) return;
    const mail = await this.mail.sandboxMail(accountId, id);
    if (!mail) {
      response.status(404).type('html').send(mailboxNotFoundPage(token!));
      return;
    }
    response.type('html').send(mailboxMailPage(mail, token!));
  }

  @ApiRoute({
    summary: 'One sandbox mail as an .eml file',
    query: 'TokenQuery',
    answer: { media: 'message/rfc822' },
    answers: { 403: { media: 'text/html' } },
    failures: [404],
  })
  @Get(':id/eml')
  async message(
    @Param('id') id: string,
    @Query('token') token: string | undefined,
    @Res() response: Response,
  ): Promise<void> {
    const accountId = await this.accountOf(token, response);
    if (!accountId) return;
    const mail = await this.mail.sandboxMail(accountId, id);
    const message = mail && (await this.mailbox.message(mail.id));
    if (!message) throw new NotFound();
    response.attachment(`${mail.id}.eml`).type('message/rfc822').send(message);
  }

  @ApiRoute({
    summary: 'An attachment of a sandbox mail',
    query: 'TokenQuery',
    answer: { media: '*/*' },
    answers: { 403: { media: 'text/html' } },
    failures: [404],
  })
  @Get(':id/attachments/:index')
  async attachment(
    @Param('id') id: string,
    @Param('index') index: string,
    @Query('token') token: string | undefined,
    @Res() response: Response,
  ): Promise<void> {
    const accountId = await this.accountOf(token, response);
    if (!accountId) return;
    const mail = await this.mail.sandboxMail(accountId, id);
    const attachment = /^\d{1,3}$/.test(index) ? mail?.attachments[Number(index)] : undefined;
    if (!attachment) throw new NotFound();
    response.attachment(attachment.filename).type(attachment.contentType).send(attachment.content);
  }

  /**
   * The shop the token opens, or undefined once a refusal is sent. These answers hold a shop's mails
   * and a token in their links: no cache keeps them (helmet's Referrer-Policy keeps the token in).
   * A token opens nothing once its session logged out.
   */
  private async accountOf(token: string | undefined, response: Response): Promise<string | undefined> {
    if (!this.transport.isSandbox) throw new NotFound();
    response.setHeader('Cache-Control', 'no-store');
    const key = this.links.keyOf(token);
    if (key && (await this.sessions.isOpen(key.accountId, key.sessionId))) return key.accountId;
    response.status(403).type('html').send(mailboxLinkRefusedPage());
    return undefined;
  }
}
