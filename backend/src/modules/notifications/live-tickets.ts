import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock';
import { UnitOfWork } from '../../database/unit-of-work';

/** Just long enough to open the stream; every reconnection asks for a new one. */
export const LIVE_TICKET_TTL_MS = 60_000;

/** Longer than any ticket this issues: anything longer is refused without a query. */
const TICKET_MAX_LENGTH = 64;

/** Whose stream a ticket opens: the shop, the person, and the session that asked for it. */
export interface LiveTicketHolder {
  accountId: string;
  userId: string;
  sessionId: string;
}

/**
 * The browser's EventSource cannot send the session header, and a session token in a URL would
 * end up in logs and history: the dashboard trades its session for a ticket instead. A ticket is
 * random, opens one stream within a minute, and dies with the session that asked for it.
 */
@Injectable()
export class LiveTickets {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async issue({ accountId, userId, sessionId }: LiveTicketHolder): Promise<string> {
    const ticket = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    // The shop's unused tickets of before go here, so they never pile up.
    await this.uow.manager.query('DELETE FROM live_tickets WHERE account_id = $1 AND expires_at <= $2', [
      accountId,
      now,
    ]);
    await this.uow.manager.query(
      `INSERT INTO live_tickets (ticket, account_id, user_id, session_id, expires_at)
       VALUES ($1, $2, $3, $4, $5)`,
      [ticket, accountId, userId, sessionId, new Date(now.getTime() + LIVE_TICKET_TTL_MS)],
    );
    return ticket;
  }

  /**
   * Uses the ticket up, in one statement, so two requests never both open a stream with it; its
   * holder, or undefined when it is unknown, used, older than a minute or its session ended.
   */
  async redeem(ticket: string | undefined): Promise<LiveTicketHolder | undefined> {
    if (!ticket || ticket.length > TICKET_MAX_LENGTH) return undefined;
    // pg answers a DELETE … RETURNING as [rows, count].
    const [rows]: [{ account_id: string; user_id: string; session_id: string }[], number] =
      await this.uow.manager.query(
        'DELETE FROM live_tickets WHERE ticket = $1 AND expires_at > $2 RETURNING account_id, user_id, session_id',
        [ticket, this.clock.now()],
      );
    return (
      rows[0] && { accountId: rows[0].account_id, userId: rows[0].user_id, sessionId: rows[0].session_id }
    );
  }

  /** The session's tickets no longer open anything. */
  async endSession(sessionId: string): Promise<void> {
    await this.uow.manager.query('DELETE FROM live_tickets WHERE session_id = $1', [sessionId]);
  }

  /** The person's tickets, in every shop, no longer open anything. */
  async endUser(userId: string): Promise<void> {
    await this.uow.manager.query('DELETE FROM live_tickets WHERE user_id = $1', [userId]);
  }
}
