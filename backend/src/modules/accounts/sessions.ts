import { createParamDecorator, type ExecutionContext, Injectable } from '@nestjs/common';
import { isIPv4, isIPv6 } from 'node:net';
import type { Request } from 'express';
import type { SessionView } from '@bestelklaar/domain';
import { Clock } from '../../common/clock';
import { UnitOfWork } from '../../database/unit-of-work';
import { MailService } from '../mail/mail.service';
import { NotificationsService } from '../notifications/notifications.service';

/** Where a session was opened from, as 'Mijn sessies' shows it. */
export interface SessionOrigin {
  userAgent: string | null;
  /** The client's network, never its full address (see `shortenedAddress`). */
  client: string | null;
}

const MAX_USER_AGENT_LENGTH = 300;

/**
 * An address shortened to its network: IPv4 to its /24 (`203.0.113.0/24`), IPv6 to its /48. Enough
 * for a person to tell their shop from elsewhere; too little to name one machine.
 */
export function shortenedAddress(address: string | undefined): string | null {
  if (!address) return null;
  const mapped = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIPv4(mapped)) return `${mapped.split('.').slice(0, 3).join('.')}.0/24`;
  if (!isIPv6(mapped)) return null;
  const [head = '', tail = ''] = mapped.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === '' ? [] : tail.split(':');
  const groups = mapped.includes('::')
    ? [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups]
    : headGroups;
  return `${groups
    .slice(0, 3)
    .map((group) => group.replace(/^0+(?=.)/, '').toLowerCase())
    .join(':')}::/48`;
}

/** The request's `SessionOrigin`: its user agent (cut at 300 characters) and shortened address. */
export const SessionOriginOf = createParamDecorator(
  (_: unknown, context: ExecutionContext): SessionOrigin => {
    const request = context.switchToHttp().getRequest<Request>();
    const agent = request.headers['user-agent'];
    return {
      userAgent: typeof agent === 'string' && agent !== '' ? agent.slice(0, MAX_USER_AGENT_LENGTH) : null,
      client: shortenedAddress(request.ip),
    };
  },
);

/**
 * 'Mijn sessies': each session (its token id) is remembered with when and from where it was opened.
 * Whether a session still counts is not read here but at each request (revoked tokens, the
 * person's `sessions_valid_after`); the list leaves out what no longer counts.
 */
@Injectable()
export class Sessions {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    private readonly notifications: NotificationsService,
    private readonly mail: MailService,
  ) {}

  async record(
    sessionId: string,
    userId: string,
    shopId: string,
    startedAt: Date,
    expiresAt: Date,
    origin: SessionOrigin | undefined,
  ): Promise<void> {
    await this.uow.manager.query(
      `INSERT INTO sessions (id, user_id, shop_id, created_at, expires_at, user_agent, client)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [sessionId, userId, shopId, startedAt, expiresAt, origin?.userAgent ?? null, origin?.client ?? null],
    );
  }

  /** The person's sessions that still count, newest first; `current` marks the one asking. */
  async list(userId: string, currentSessionId: string): Promise<SessionView[]> {
    const rows: {
      id: string;
      shop_id: string;
      created_at: Date;
      user_agent: string | null;
      client: string | null;
    }[] = await this.uow.manager.query(
      `SELECT s.id, s.shop_id, s.created_at, s.user_agent, s.client
         FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE s.user_id = $1 AND s.expires_at > $2
          AND (u.sessions_valid_after IS NULL OR s.created_at > u.sessions_valid_after)
          AND NOT EXISTS (SELECT 1 FROM revoked_tokens r WHERE r.jti = s.id)
        ORDER BY s.created_at DESC, s.id
        LIMIT 100`,
      [userId, this.clock.now()],
    );
    return rows.map((row) => ({
      sessionId: row.id,
      shopId: row.shop_id,
      createdAt: row.created_at.toISOString(),
      userAgent: row.user_agent,
      client: row.client,
      current: row.id === currentSessionId,
    }));
  }

  /**
   * 'Overal afmelden': every session of the person ends, this one too, in every shop, with the live
   * streams and mailbox links they handed out, as after a password reset.
   */
  async endAll(userId: string): Promise<void> {
    await this.uow.transaction(async () => {
      await this.uow.manager.query('UPDATE users SET sessions_valid_after = $2 WHERE id = $1', [
        userId,
        this.clock.now(),
      ]);
      await this.notifications.allSessionsEnded(userId);
      await this.mail.allSessionsEnded(userId);
    });
  }
}
