import { Inject, Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { Repository } from 'typeorm';
import { normalizeEmail, PASSWORD_RESET_MESSAGES } from '@bestelklaar/domain';
import { Clock } from '../../common/clock';
import { TooManyRequests, ValidationFailed } from '../../common/errors/app-error';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { UnitOfWork } from '../../database/unit-of-work';
import { MailService } from '../mail/mail.service';
import { NotificationsService } from '../notifications/notifications.service';
import { Memberships } from './memberships';
import { UserEntity } from './user.entity';
import { ClientRequestLimiter } from './client-request-limiter';
import { PasswordHasher } from './password-hasher';
import { renderPasswordResetMail } from './password-reset-mail';

/** How long a reset link works. */
export const RESET_LINK_VALID_MS = 60 * 60 * 1000;

/**
 * Requests one client may make in the window, whatever the addresses: enough for a typo or two,
 * too few to probe or flood many mailboxes. Answered 429 alike for known and unknown addresses.
 */
export const RESET_REQUESTS_PER_CLIENT = { limit: 10, windowMs: 15 * 60 * 1000 };

/**
 * Links one address receives in the window. Past it the request is answered as ever but no mail
 * goes out, so the limit says nothing about whether the address has an account.
 */
export const RESET_MAILS_PER_ADDRESS = { limit: 3, windowMs: 60 * 60 * 1000 };

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * 'Wachtwoord vergeten': a single-use link, valid for an hour, mailed to the person; using it sets a
 * new password and ends every session they had, in every shop they work in.
 */
@Injectable()
export class PasswordResetService {
  private readonly clients = new ClientRequestLimiter(
    RESET_REQUESTS_PER_CLIENT.limit,
    RESET_REQUESTS_PER_CLIENT.windowMs,
  );

  constructor(
    private readonly uow: UnitOfWork,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly hasher: PasswordHasher,
    private readonly clock: Clock,
    private readonly mail: MailService,
    private readonly notifications: NotificationsService,
    private readonly memberships: Memberships,
  ) {}

  private get users(): Repository<UserEntity> {
    return this.uow.repository(UserEntity);
  }

  /** Rows of `password_reset_tokens` (token_hash, user_id, expires_at, used_at, created_at), by SQL. */
  private query<T>(sql: string, parameters: unknown[]): Promise<T> {
    return this.uow.manager.query(sql, parameters);
  }

  /** Mails a link when the address is a person's; the caller learns nothing either way. */
  async request(email: string, client: string): Promise<void> {
    const now = this.clock.now();
    if (!this.clients.claim(client, now))
      throw new TooManyRequests(undefined, this.clients.secondsUntilFree(client, now));
    const user = await this.users
      .createQueryBuilder('user')
      .where('lower(user.email) = :key', { key: normalizeEmail(email) })
      .getOne();
    if (!user) return;
    // The mail is listed with the shop a login would open (none for a person without one).
    const shopId = (await this.memberships.oldestShopOf(user.id)) ?? null;

    const token = randomBytes(32).toString('base64url');
    const tokenHash = sha256(token);
    const mail = await renderPasswordResetMail({
      ownerName: user.name,
      resetUrl: `${this.config.publicBaseUrl}/wachtwoord-herstellen?token=${token}`,
      validForMinutes: RESET_LINK_VALID_MS / 60_000,
    });

    await this.uow.transaction(async () => {
      // Requests for one person queue here, so the count below cannot be overtaken.
      await this.uow.manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
        `password-reset:${user.id}`,
      ]);
      const now = this.clock.now();
      const [{ recent }] = await this.query<{ recent: number }[]>(
        'SELECT count(*)::int AS recent FROM password_reset_tokens WHERE user_id = $1 AND created_at > $2',
        [user.id, new Date(now.getTime() - RESET_MAILS_PER_ADDRESS.windowMs)],
      );
      if (recent >= RESET_MAILS_PER_ADDRESS.limit) return;
      await this.query(
        `INSERT INTO password_reset_tokens (token_hash, user_id, expires_at, created_at)
         VALUES ($1, $2, $3, $4)`,
        [tokenHash, user.id, new Date(now.getTime() + RESET_LINK_VALID_MS), now],
      );
      await this.mail.enqueue({
        accountId: shopId,
        kind: 'password-reset',
        dedupeKey: `password-reset:${tokenHash}`,
        to: user.email,
        ...mail,
      });
    });
  }

  /**
   * Sets the new password when the link is known, unused and unexpired; claiming it is one
   * conditional update, so of two uses at once only one succeeds. Every earlier session of the
   * person ends, in all their shops, with its live streams and tickets and mailbox links.
   */
  async confirm(token: string, password: string, client: string): Promise<void> {
    const tokenHash = sha256(token);
    // Hashing a password is costly: a link that cannot work is refused before it.
    const usable = await this.query<unknown[]>(
      'SELECT 1 FROM password_reset_tokens WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2',
      [tokenHash, this.clock.now()],
    );
    if (usable.length === 0) throw invalidLink();
    const passwordHash = await this.hasher.hash(password, client);

    await this.uow.transaction(async () => {
      const now = this.clock.now();
      // pg answers an UPDATE … RETURNING through TypeORM as [rows, affected count].
      const [claimed] = await this.query<[{ user_id: string }[], number]>(
        `UPDATE password_reset_tokens SET used_at = $2
          WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2
          RETURNING user_id`,
        [tokenHash, now],
      );
      const userId = claimed[0]?.user_id;
      if (!userId) throw invalidLink();
      await this.users.update({ id: userId }, { passwordHash, sessionsValidAfter: now });
      // And with them what they handed out: live streams and tickets, mailbox links.
      await this.notifications.allSessionsEnded(userId);
      await this.mail.allSessionsEnded(userId);
      // Other links sent before this one would undo the new password: they end with the sessions.
      await this.query(
        'UPDATE password_reset_tokens SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL',
        [userId, now],
      );
    });
  }
}

function invalidLink(): ValidationFailed {
  return ValidationFailed.ofFields({ token: PASSWORD_RESET_MESSAGES.invalidLink });
}
