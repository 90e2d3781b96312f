import { Inject, Injectable } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import SMTPTransport from 'nodemailer/lib/smtp-transport';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { SandboxMailbox } from './sandbox-mailbox';

/**
 * A send holds its outbox row (and a database connection) while it talks to the server, so a
 * server that hangs is given up on in seconds, not nodemailer's default minutes; the job retries.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * Hands a composed mail to SMTP_URL's server, or, without one, composes the same RFC 822 message
 * with nodemailer and stores it in the sandbox mailbox.
 */
@Injectable()
export class MailTransport {
  private readonly transporter: Transporter;
  readonly isSandbox: boolean;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly mailbox: SandboxMailbox,
  ) {
    this.isSandbox = !config.smtpUrl;
    this.transporter = config.smtpUrl
      ? createTransport(new SMTPTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS }))
      : createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  }

  async send(mailId: string, message: Mail.Options): Promise<void> {
    const info = (await this.transporter.sendMail(message)) as { message?: unknown };
    if (this.isSandbox) {
      if (!Buffer.isBuffer(info.message)) throw new Error('De sandbox kreeg geen opgebouwd bericht.');
      await this.mailbox.store(mailId, info.message);
    }
  }
}
