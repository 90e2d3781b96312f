import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock';
import { UnitOfWork } from '../../database/unit-of-work';

/**
 * The sessions whose mailbox links still open the mailbox: a link names its session, and opens
 * only while that session is here (from the dashboard's asking until logout or the session's end).
 */
@Injectable()
export class MailboxSessions {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async open(accountId: string, userId: string, sessionId: string, until: Date): Promise<void> {
    // Sessions that ended by themselves go here, so the table never grows past the open ones.
    await this.uow.manager.query('DELETE FROM mailbox_sessions WHERE expires_at <= $1', [this.clock.now()]);
    await this.uow.manager.query(
      `INSERT INTO mailbox_sessions (session_id, account_id, user_id, expires_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (session_id) DO NOTHING`,
      [sessionId, accountId, userId, until],
    );
  }

  async isOpen(accountId: string, sessionId: string): Promise<boolean> {
    const rows: unknown[] = await this.uow.manager.query(
      `SELECT 1 FROM mailbox_sessions WHERE session_id = $1 AND account_id = $2 AND expires_at > $3`,
      [sessionId, accountId, this.clock.now()],
    );
    return rows.length === 1;
  }

  async end(sessionId: string): Promise<void> {
    await this.uow.manager.query('DELETE FROM mailbox_sessions WHERE session_id = $1', [sessionId]);
  }

  /** Every link of the person's sessions, in every shop. */
  async endAll(userId: string): Promise<void> {
    await this.uow.manager.query('DELETE FROM mailbox_sessions WHERE user_id = $1', [userId]);
  }
}
