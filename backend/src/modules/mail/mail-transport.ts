import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import SMTPPool from 'nodemailer/lib/smtp-pool';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { MAIL_MESSAGES } from './mail-messages';
import { SandboxMailbox } from './sandbox-mailbox';

/**
 * A send holds its outbox row (and a database connection) while it talks to the server, so a
 * server that hangs is given up on in seconds, not nodemailer's default minutes; the job retries.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };
/**
 * Mails go out side by side over a few kept-open connections, not a new connection (and greeting)
 * for each: a burst of paid orders is handed over in seconds.
 */
const SMTP_POOL = { pool: true, maxConnections: 5 } as const;
/**
 * Every message is composed with CRLF line ends (RFC 5322), its parts too: nodemailer keeps a
 * part's own LF unless the message asks (the stream transport's `newline` only names it in the
 * log), so the sandbox's .eml kept them, where SMTP's data stream happened to mend them. The
 * option is the composer's, which @types/nodemailer leaves out.
 */
const CRLF_MESSAGE = { newline: 'windows' } as const;

/**
 * Hands a composed mail to SMTP_URL's server, or, without one, composes the same RFC 822 message
 * with nodemailer and stores it in the sandbox mailbox.
 */
@Injectable()
export class MailTransport implements OnApplicationShutdown {
  private readonly transporter: Transporter;
  readonly isSandbox: boolean;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly mailbox: SandboxMailbox,
  ) {
    this.isSandbox = !config.smtpUrl;
    this.transporter = config.smtpUrl
      ? createTransport(new SMTPPool({ url: config.smtpUrl, ...SMTP_POOL, ...SMTP_TIMEOUTS }))
      : createTransport({ streamTransport: true, buffer: true });
  }

  /** Closes the pool's kept-open connections. */
  onApplicationShutdown(): void {
    this.transporter.close();
  }

  async send(mailId: string, message: Mail.Options): Promise<void> {
    const composed: Mail.Options = { ...message, ...CRLF_MESSAGE };
    const info = (await this.transporter.sendMail(composed)) as { message?: unknown };
    if (this.isSandbox) {
      if (!Buffer.isBuffer(info.message)) throw new Error(MAIL_MESSAGES.sandboxGotNoMessage);
      await this.mailbox.store(mailId, info.message);
    }
  }
}
