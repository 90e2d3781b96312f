import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import {
  isMailableAddress,
  ORDER_MESSAGES,
  type MailFailureView,
  type OrderMailView,
} from '@bestelklaar/domain';
import { Clock } from '../../common/clock';
import { NotFound } from '../../common/errors/app-error';
import { isUuid } from '../../common/ids';
import { JobQueue } from '../../common/jobs';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { UnitOfWork } from '../../database/unit-of-work';
import { withCrlf } from './line-ends';
import { oneLine } from './mail-address';
import { MAIL_MESSAGES } from './mail-messages';
import { MailTransport } from './mail-transport';
import { MailboxSessions } from './mailbox-sessions';
import type { MailAttachment, MailKind, OutgoingMail } from './outgoing-mail';

export type { MailAttachment, MailKind, OutgoingMail } from './outgoing-mail';

const SEND_JOB = 'mail.send';
/**
 * Tries per mail; the first retry waits MAIL_RETRY_DELAY_SECONDS, each next one twice as long
 * (pg-boss adds up to as much again at random, so retries of many mails spread out).
 */
export const MAIL_ATTEMPTS = 5;
const ERROR_TEXT_MAX = 500;

/** The mails that tell the customer of a move the owner made on the order. */
const CUSTOMER_MOVE_MAILS: OrderMailView['kind'][] = ['order-ready', 'order-cancelled', 'order-refunded'];

/** Every mail is sent by the product itself: auto-replies and vacation notices stay away (RFC 3834). */
const AUTOMATIC = { 'Auto-Submitted': 'auto-generated' };

interface MailRow {
  id: string;
  recipient: string;
  reply_to: string | null;
  subject: string;
  html: string;
  text: string;
  attachments: MailAttachment[];
  attempts: number;
}

/** A mail stored in the sandbox mailbox, as its page shows it. */
export interface SandboxMail {
  id: string;
  kind: MailKind;
  recipient: string;
  subject: string;
  html: string;
  text: string;
  attachments: MailAttachment[];
  sentAt: Date;
}

/**
 * The mail context's door: `enqueue` records a mail in the caller's transaction (at most once per
 * dedupe key) and a job sends it after commit, retried with backoff, through SMTP or the sandbox mailbox.
 */
@Injectable()
export class MailService implements OnModuleInit {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly jobs: JobQueue,
    private readonly clock: Clock,
    private readonly transport: MailTransport,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mailboxSessions: MailboxSessions,
  ) {}

  /** A logout: the session's sandbox mailbox links open nothing more. */
  sessionEnded(sessionId: string): Promise<void> {
    return this.mailboxSessions.end(sessionId);
  }

  /** A password reset: no mailbox link of the person's sessions opens any more, in any shop. */
  allSessionsEnded(userId: string): Promise<void> {
    return this.mailboxSessions.endAll(userId);
  }

  async onModuleInit(): Promise<void> {
    await this.jobs.define<{ mailId: string }>({
      name: SEND_JOB,
      retryLimit: MAIL_ATTEMPTS - 1,
      retryDelaySeconds: this.config.mailRetryDelaySeconds,
      handle: ({ mailId }) => this.deliver(mailId),
    });
  }

  /**
   * True when queued now, false when a mail with this dedupe key was queued before. A recipient the
   * grammar refuses is recorded as failed at once (visible to the owner), never sent; such a reply
   * address is left off.
   */
  async enqueue(mail: OutgoingMail): Promise<boolean> {
    const id = randomUUID();
    const deliverable = isMailableAddress(mail.to);
    const replyTo = mail.replyTo && isMailableAddress(mail.replyTo) ? mail.replyTo : null;
    return this.uow.transaction(async () => {
      const inserted: unknown[] = await this.uow.manager.query(
        `INSERT INTO outgoing_mails
           (id, account_id, order_id, kind, dedupe_key, recipient, subject, html, text, attachments,
            status, last_error, created_at, failed_at, reply_to)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
         ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
        [
          id,
          mail.accountId,
          mail.orderId ?? null,
          mail.kind,
          mail.dedupeKey,
          mail.to,
          oneLine(mail.subject),
          mail.html,
          // Kept as the text part goes out, so the stored mail and its message agree line for line.
          withCrlf(mail.text),
          JSON.stringify(mail.attachments ?? []),
          deliverable ? 'queued' : 'failed',
          deliverable ? null : MAIL_MESSAGES.invalidRecipient,
          this.clock.now(),
          deliverable ? null : this.clock.now(),
          replyTo,
        ],
      );
      if (inserted.length === 0) return false;
      if (deliverable) await this.jobs.enqueue(SEND_JOB, { mailId: id });
      return true;
    });
  }

  /** The shop's mails that finally failed, newest first. */
  async failures(accountId: string): Promise<MailFailureView[]> {
    const rows: {
      id: string;
      order_id: string | null;
      kind: MailKind;
      recipient: string;
      last_error: string | null;
      failed_at: Date;
    }[] = await this.uow.manager.query(
      `SELECT id, order_id, kind, recipient, last_error, failed_at FROM outgoing_mails
       WHERE account_id = $1 AND status = 'failed' ORDER BY failed_at DESC, id LIMIT 200`,
      [accountId],
    );
    return rows.map((row) => ({
      mailId: row.id,
      orderId: row.order_id,
      kind: row.kind,
      recipient: row.recipient,
      lastError: row.last_error ?? '',
      failedAt: row.failed_at.toISOString(),
    }));
  }

  /** The customer's mails about the owner's moves on one of the shop's orders; another shop's is not found. */
  async customerMailsOf(accountId: string, orderId: string): Promise<OrderMailView[]> {
    if (!isUuid(orderId)) throw new NotFound(ORDER_MESSAGES.orderNotFound);
    // One statement: the order's row (absent for another shop's order, which is not found),
    // then its mails, if any (a row of nulls when none).
    const rows: {
      kind: OrderMailView['kind'] | null;
      status: OrderMailView['status'];
      sent_at: Date | null;
    }[] = await this.uow.manager.query(
      `SELECT m.kind, m.status, m.sent_at FROM orders o
       LEFT JOIN outgoing_mails m
         ON m.order_id = o.id AND m.account_id = o.account_id AND m.kind = ANY($3::text[])
       WHERE o.id = $2 AND o.account_id = $1
       ORDER BY m.created_at, m.id`,
      [accountId, orderId, CUSTOMER_MOVE_MAILS],
    );
    if (rows.length === 0) throw new NotFound(ORDER_MESSAGES.orderNotFound);
    return rows.flatMap((row) =>
      row.kind ? [{ kind: row.kind, status: row.status, sentAt: row.sent_at?.toISOString() ?? null }] : [],
    );
  }

  /** Queues a failed mail of the shop again, with a fresh set of tries. */
  async resend(accountId: string, mailId: string): Promise<void> {
    if (!isUuid(mailId)) throw new NotFound(MAIL_MESSAGES.mailNotFound);
    await this.uow.transaction(async () => {
      const rows: { recipient: string; status: string }[] = await this.uow.manager.query(
        `SELECT recipient, status FROM outgoing_mails WHERE id = $1 AND account_id = $2 FOR UPDATE`,
        [mailId, accountId],
      );
      const mail = rows[0];
      if (!mail) throw new NotFound(MAIL_MESSAGES.mailNotFound);
      if (mail.status !== 'failed' || !isMailableAddress(mail.recipient)) return;
      await this.uow.manager.query(
        `UPDATE outgoing_mails SET status = 'queued', attempts = 0, last_error = NULL, failed_at = NULL
         WHERE id = $1`,
        [mailId],
      );
      await this.jobs.enqueue(SEND_JOB, { mailId });
    });
  }

  /** The shop's part of the sandbox mailbox, newest first: its sent mails whose message is stored there. */
  async sandboxMails(accountId: string, storedIds: Set<string>): Promise<SandboxMail[]> {
    if (storedIds.size === 0) return [];
    const rows: SandboxMailRow[] = await this.uow.manager.query(
      `SELECT id, kind, recipient, subject, html, text, attachments, sent_at FROM outgoing_mails
       WHERE account_id = $1 AND id = ANY($2::uuid[]) AND status = 'sent'
       ORDER BY sent_at DESC, id LIMIT 500`,
      [accountId, [...storedIds]],
    );
    return rows.map(sandboxMail);
  }

  /** One sent mail of the shop; another shop's is as absent as one that does not exist. */
  async sandboxMail(accountId: string, mailId: string): Promise<SandboxMail | undefined> {
    if (!isUuid(mailId)) return undefined;
    const rows: SandboxMailRow[] = await this.uow.manager.query(
      `SELECT id, kind, recipient, subject, html, text, attachments, sent_at FROM outgoing_mails
       WHERE id = $1 AND account_id = $2 AND status = 'sent'`,
      [mailId, accountId],
    );
    return rows[0] && sandboxMail(rows[0]);
  }

  /**
   * Sends a queued mail once: the row is locked while it goes out, a mail already sent (or being
   * sent by another worker) is left alone, and a failure is recorded before pg-boss retries.
   */
  private async deliver(mailId: string): Promise<void> {
    const retry = await this.uow.transaction(async (): Promise<Error | undefined> => {
      const rows: MailRow[] = await this.uow.manager.query(
        `SELECT id, recipient, reply_to, subject, html, text, attachments, attempts FROM outgoing_mails
         WHERE id = $1 AND status = 'queued' FOR UPDATE SKIP LOCKED`,
        [mailId],
      );
      const mail = rows[0];
      if (!mail) return undefined;
      try {
        await this.transport.send(mail.id, {
          from: this.config.mailFrom,
          // As an address, not text to parse: the grammar's checked address goes out as it is.
          to: { name: '', address: mail.recipient },
          ...(mail.reply_to && { replyTo: { name: '', address: mail.reply_to } }),
          headers: AUTOMATIC,
          // The Date header from the app's clock, as every other time it writes (nodemailer would read the machine's).
          date: this.clock.now(),
          subject: oneLine(mail.subject),
          html: mail.html,
          text: mail.text,
          attachments: mail.attachments.map(({ filename, contentType, content }) => ({
            filename,
            contentType,
            content,
          })),
        });
      } catch (error) {
        return this.recordFailure(mail, error);
      }
      await this.uow.manager.query(
        `UPDATE outgoing_mails SET status = 'sent', attempts = attempts + 1, sent_at = $2 WHERE id = $1`,
        [mail.id, this.clock.now()],
      );
      return undefined;
    });
    if (retry) throw retry;
  }

  /** Counts the try; returns the error to retry with, or nothing once the last try has failed. */
  private async recordFailure(mail: MailRow, error: unknown): Promise<Error | undefined> {
    const message = oneLine(error instanceof Error ? error.message : String(error)).slice(0, ERROR_TEXT_MAX);
    const final = mail.attempts + 1 >= MAIL_ATTEMPTS;
    await this.uow.manager.query(
      `UPDATE outgoing_mails SET attempts = attempts + 1, last_error = $2,
         status = CASE WHEN $3 THEN 'failed' ELSE status END,
         failed_at = CASE WHEN $3 THEN $4::timestamptz ELSE failed_at END
       WHERE id = $1`,
      [mail.id, message || MAIL_MESSAGES.unknownError, final, this.clock.now()],
    );
    return final ? undefined : new Error(`Mail ${mail.id} niet verzonden: ${message}`);
  }
}

interface SandboxMailRow {
  id: string;
  kind: MailKind;
  recipient: string;
  subject: string;
  html: string;
  text: string;
  attachments: MailAttachment[];
  sent_at: Date;
}

function sandboxMail(row: SandboxMailRow): SandboxMail {
  return {
    id: row.id,
    kind: row.kind,
    recipient: row.recipient,
    subject: row.subject,
    html: row.html,
    text: row.text,
    attachments: row.attachments,
    sentAt: row.sent_at,
  };
}
