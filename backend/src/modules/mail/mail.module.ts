import { Module } from '@nestjs/common';
import { AdminMailController } from './admin-mail.controller';
import { MailService } from './mail.service';
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
 */
@Module({
  controllers: [AdminMailController, SandboxMailboxController],
  providers: [MailService, MailTransport, MailboxLinks, MailboxSessions, SandboxMailbox],
  exports: [MailService],
})
export class MailModule {}
