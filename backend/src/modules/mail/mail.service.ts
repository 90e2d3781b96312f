import { Injectable } from '@nestjs/common';
import type { OutgoingMail } from './outgoing-mail';

/**
 * The mail context's door: `enqueue` records a mail in the caller's transaction (at most once per
 * dedupe key) and a job sends it after commit, retried with backoff, through SMTP or the sandbox mailbox.
 */
@Injectable()
export class MailService {
  /** True when queued now, false when a mail with this dedupe key was queued before. */
  async enqueue(mail: OutgoingMail): Promise<boolean> {
    void mail;
    throw new Error('nog niet gebouwd');
  }
}
