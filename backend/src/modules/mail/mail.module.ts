import { Module } from '@nestjs/common';
import { AdminMailController } from './admin-mail.controller';
import { MailService } from './mail.service';
import { MailRetention } from './mail-retention';
import { MailTransport } from './mail-transport';
import { MailboxLinks } from './mailbox-link';
import { MailboxSessions } from './mailbox-sessions';
import { SandboxMailbox } from './sandbox-mailbox';
import { SandboxMailboxController } from './sandbox-mailbox.controller';

/**
 * Outgoing mail: an outbox in Postgres, sent by jobs through SMTP or the sandbox mailbox.
 *
 * Tables: outgoing_mails, mailbox_sessions.
 * Door (MailService): enqueue, failures, customerMailsOf, resend, sandboxMails, sandboxMail, sessionEnded,
 *   allSessionsEnded.
 * Publishes and handles no events (ordering's OrderMails enqueues here). Reads from others: nothing.
 *
 * Retention (MailRetention, daily): a mail holds a customer's address and the order's contents, and
 * is needed only to answer "did my mail go out?" and to retry. A sent mail is kept 90 days (an owner's
 * or customer's question comes within weeks; the order itself stays for the books); a mail that
 * finally failed is kept a year, so the owner sees it in the failures list and can send it again.
 * Both stay well inside the 2 years after which a customer's details go (spec 01): the anonymisation
 * touches orders, so this retention is what keeps that promise for mails. Queued mails are in flight
 * and never deleted. The order's customer-mail list shows only mails still kept.
 */
@Module({
  controllers: [AdminMailController, SandboxMailboxController],
  providers: [MailService, MailRetention, MailTransport, MailboxLinks, MailboxSessions, SandboxMailbox],
  exports: [MailService],
})
export class MailModule {}
