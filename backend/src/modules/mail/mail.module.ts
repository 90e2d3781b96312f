import { Module } from '@nestjs/common';
import { MailService } from './mail.service';

/** Outgoing mail: an outbox in Postgres, sent by jobs through SMTP or the sandbox mailbox. */
@Module({
  providers: [MailService],
  exports: [MailService],
})
export class MailModule {}
