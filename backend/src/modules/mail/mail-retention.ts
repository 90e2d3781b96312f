import { Injectable, OnModuleInit } from '@nestjs/common';
import { Clock } from '../../common/clock';
import { JobQueue } from '../../common/jobs';
import { deleteInBatches } from '../../database/delete-in-batches';
import { UnitOfWork } from '../../database/unit-of-work';
import { SandboxMailbox } from './sandbox-mailbox';

export const FORGET_OLD_MAILS = 'mail.forget-old-mails';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Days a sent mail is kept after it went out (why: see the mail module's header). */
export const SENT_MAIL_RETENTION_DAYS = 90;
/** Days a mail that finally failed is kept after it failed. */
export const FAILED_MAIL_RETENTION_DAYS = 365;

/** Each kept kind of mail, as its partial index states it (a literal, so the planner can use that index). */
const SENT_BEFORE = `status = 'sent' AND sent_at < $1`;
const FAILED_BEFORE = `status = 'failed' AND failed_at < $1`;

/** Daily, once across all instances: deletes the mails past their retention, a batch at a time. */
@Injectable()
export class MailRetention implements OnModuleInit {
  constructor(
    private readonly jobs: JobQueue,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    private readonly sandbox: SandboxMailbox,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.jobs.recurring(
      { name: FORGET_OLD_MAILS, handle: () => this.forgetOldMails().then(() => undefined) },
      { dailyAt: '04:15' },
    );
  }

  /** Deletes the sent and failed mails past their retention; answers how many. Queued ones are never touched. */
  async forgetOldMails(): Promise<number> {
    const now = this.clock.now().getTime();
    const sent = await this.forgetMails(SENT_BEFORE, new Date(now - SENT_MAIL_RETENTION_DAYS * DAY_MS));
    const failed = await this.forgetMails(FAILED_BEFORE, new Date(now - FAILED_MAIL_RETENTION_DAYS * DAY_MS));
    return sent + failed;
  }

  /** A failed mail an owner resends meanwhile (queued again) no longer meets the condition, and stays. */
  private forgetMails(condition: string, before: Date): Promise<number> {
    return deleteInBatches(this.uow.manager, {
      table: 'outgoing_mails',
      condition,
      before,
      // Without SMTP a sent mail is also a file in the sandbox mailbox: it goes with its row.
      onBatch: (ids) => this.sandbox.remove(ids),
    });
  }
}
