import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { randomBytes, randomUUID } from 'node:crypto';
import { Repository } from 'typeorm';
import { MESSAGES, normalizeEmail, SESSION_LIFETIME_MS } from '@bestelklaar/domain';
import { UnitOfWork } from '../../database/unit-of-work';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { Clock } from '../../common/clock';
import { TooManyRequests, Unauthorized, ValidationFailed } from '../../common/errors/app-error';
import { MailService } from '../mail/mail.service';
import { NotificationsService } from '../notifications/notifications.service';
import { LoginFailureEntity } from './login-failure.entity';
import { RECOGNISED_FOR_MS } from './login-success.entity';
import { loginPace, type RecentFailures } from './login-pacing';
import { RevokedTokenEntity } from './revoked-token.entity';
import { PasswordHasher } from './password-hasher';
import { Memberships, type MemberSessionState } from './memberships';
import { UserEntity } from './user.entity';
import { Sessions, type SessionOrigin } from './sessions';
import { challengeHash, TwoFactorService } from './two-factor.service';

/** A login challenge (the second step) counts for five minutes, and once. */
export const TWO_FACTOR_CHALLENGE_MS = 5 * 60 * 1000;

/** What a login answers: a session, or for a person with a second factor the challenge to answer first. */
export type LoginOutcome =
  { token: string; twoFactorSetupRequired?: boolean } | { twoFactorRequired: true; challenge: string };

/** What a request finds of its session: the member's role now, and whether the shop waits for their second factor. */
export interface LiveSession {
  role: MemberSessionState['role'];
  twoFactorSetupRequired: boolean;
}

@Injectable()
export class AuthService {
  constructor(
    private readonly uow: UnitOfWork,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly hasher: PasswordHasher,
    private readonly jwt: JwtService,
    private readonly clock: Clock,
    private readonly notifications: NotificationsService,
    private readonly mail: MailService,
    private readonly memberships: Memberships,
    private readonly twoFactor: TwoFactorService,
    private readonly sessions: Sessions,
  ) {}

  private get users(): Repository<UserEntity> {
    return this.uow.repository(UserEntity);
  }

  private get revoked(): Repository<RevokedTokenEntity> {
    return this.uow.repository(RevokedTokenEntity);
  }

  private get failures(): Repository<LoginFailureEntity> {
    return this.uow.repository(LoginFailureEntity);
  }

  /**
   * Unknown e-mail and wrong password fail alike, and both cost a hash. Guessing is paced per e-mail
   * and client, per e-mail, and per client over all e-mails (see `loginPace`), so a stranger cannot
   * lock the owner out from elsewhere, nor one address buy a hash per made-up e-mail. Each attempt
   * claims its place before the password is checked (counted as a failure until it succeeds), so
   * however many arrive at once, no more than the pace allows are ever evaluated; the rest are
   * refused at once, before any hashing, with the wait in Retry-After. A wait held on the server
   * instead would keep a connection and a timer per attempt: a thousand wrong logins at once would
   * pile up in the process. What is evaluated takes its turn in the hasher's queue, per client.
   */
  async login(
    email: string,
    password: string,
    client: string,
    origin?: SessionOrigin,
  ): Promise<LoginOutcome> {
    // Stored addresses are normal (migration 1768000000000), so comparing normal forms finds one person.
    const key = normalizeEmail(email);
    const { attemptId, recognised } = await this.claimAttempt(key, client);
    const user = await this.users
      .createQueryBuilder('user')
      .where('lower(user.email) = :key', { key })
      .getOne();
    const lane = recognised ? 'known' : 'stranger';
    const valid = await this.hasher
      .verify(user?.passwordHash, password, client, lane)
      .catch(async (error: unknown) => {
        // Refused by the hashing queue (busy): not checked, so not a failure either.
        await this.failures.delete({ id: attemptId });
        throw error;
      });
    if (!user || !valid) throw new Unauthorized(MESSAGES.invalidCredentials);
    const shopId = await this.memberships.oldestShopOf(user.id);
    if (await this.twoFactor.isEnabled(user.id)) {
      // The password was no failure, but the client is known on the e-mail only after the second step.
      await this.failures.delete({ id: attemptId });
      if (!shopId) throw new Unauthorized(MESSAGES.noShop);
      return this.challenge(user.id);
    }
    await this.remember(key, client, attemptId);
    if (!shopId) throw new Unauthorized(MESSAGES.noShop);
    const token = await this.sessionFor(user.id, shopId, origin);
    const { requiredByShop } = await this.twoFactor.status(user.id, shopId);
    return requiredByShop ? { token, twoFactorSetupRequired: true } : { token };
  }

  /** The second step's challenge: 32 random bytes handed out, their hash kept for five minutes. */
  private async challenge(userId: string): Promise<LoginOutcome> {
    const challenge = randomBytes(32).toString('base64url');
    await this.uow.manager.query(
      'INSERT INTO two_factor_challenges (id, user_id, expires_at) VALUES ($1, $2, $3)',
      [challengeHash(challenge), userId, new Date(this.clock.now().getTime() + TWO_FACTOR_CHALLENGE_MS)],
    );
    return { twoFactorRequired: true, challenge };
  }

  /**
   * The second step: the challenge of a login whose password was right, and a code from the app or
   * a recovery code. Paced as the password is (the same failures, per person and client), so six
   * digits cannot be guessed faster than a password. A wrong code leaves the challenge for another
   * try within its five minutes; a right one uses it up and opens the session.
   */
  async loginTwoFactor(
    challenge: string,
    code: string,
    client: string,
    origin?: SessionOrigin,
  ): Promise<{ token: string }> {
    const id = challengeHash(challenge);
    const found: { user_id: string; email: string }[] = await this.uow.manager.query(
      `SELECT c.user_id, u.email FROM two_factor_challenges c JOIN users u ON u.id = c.user_id
        WHERE c.id = $1 AND c.expires_at > $2`,
      [id, this.clock.now()],
    );
    const row = found[0];
    if (!row) throw new Unauthorized(MESSAGES.twoFactorChallengeExpired);
    const key = normalizeEmail(row.email);
    const { attemptId } = await this.claimAttempt(key, client);
    if (!(await this.twoFactor.useCode(row.user_id, code)))
      throw new Unauthorized(MESSAGES.twoFactorWrongCode);
    await this.remember(key, client, attemptId);
    const [, used] = await this.uow.manager.query<[unknown[], number]>(
      'DELETE FROM two_factor_challenges WHERE id = $1 AND expires_at > $2',
      [id, this.clock.now()],
    );
    if (used !== 1) throw new Unauthorized(MESSAGES.twoFactorChallengeExpired);
    const shopId = await this.memberships.oldestShopOf(row.user_id);
    if (!shopId) throw new Unauthorized(MESSAGES.noShop);
    return { token: await this.sessionFor(row.user_id, shopId, origin) };
  }

  /**
   * The one place a session begins: a token for the person (`sub`) in one of their shops (`shop`).
   * Login opens their oldest membership's; a shop switcher asks for another. Refused for a shop the
   * person is no member of.
   */
  async sessionFor(userId: string, shopId: string, origin?: SessionOrigin): Promise<string> {
    if (!(await this.memberships.isMember(userId, shopId))) throw new Unauthorized(MESSAGES.noShop);
    // `sat`: when the session began by the server's clock, the one a password reset is dated by.
    const startedAt = this.clock.now();
    const sessionId = randomUUID();
    const lifetimeSeconds = Math.floor(SESSION_LIFETIME_MS / 1000);
    // Remembered for 'Mijn sessies' (when, from where); whether it counts is read at each request.
    await this.sessions.record(
      sessionId,
      userId,
      shopId,
      startedAt,
      new Date(startedAt.getTime() + lifetimeSeconds * 1000),
      origin,
    );
    return this.jwt.signAsync(
      { sub: userId, shop: shopId, sat: startedAt.getTime() },
      { jwtid: sessionId, expiresIn: lifetimeSeconds },
    );
  }

  /**
   * A code checked for a person with a session (confirming or turning off a second factor), paced as
   * a login of theirs: a stolen session cannot guess six digits faster than a login could. A wrong
   * code (`check` throws ValidationFailed) counts as a failed attempt; anything else refused does not.
   */
  async pacedCodeCheck<T>(userId: string, client: string, check: () => Promise<T>): Promise<T> {
    const user = await this.users.findOneBy({ id: userId });
    if (!user) throw new Unauthorized();
    const { attemptId } = await this.claimAttempt(normalizeEmail(user.email), client);
    try {
      const result = await check();
      await this.failures.delete({ id: attemptId });
      return result;
    } catch (error) {
      if (!(error instanceof ValidationFailed)) await this.failures.delete({ id: attemptId });
      throw error;
    }
  }

  /**
   * The attempt was no failure, and this client is now known on this e-mail (see `loginPace`).
   * Remembered by address on the server rather than by a cookie: it holds for any browser or app
   * on the owner's network, and a stranger elsewhere cannot carry it off or forge it.
   */
  private async remember(email: string, client: string, attemptId: string): Promise<void> {
    await this.uow.transaction(async () => {
      await this.failures.delete({ id: attemptId });
      await this.uow.manager.query(
        `INSERT INTO login_successes (email, client, succeeded_at) VALUES ($1, $2, $3)
         ON CONFLICT (email, client) DO UPDATE SET succeeded_at = excluded.succeeded_at`,
        [email, client, this.clock.now()],
      );
    });
  }

  /**
   * Counts and records one attempt under locks on the client, then the e-mail, so parallel attempts
   * queue up here. Every attempt takes them in that order, and the client's lock is of the two-key
   * kind no other lock here uses, so no two attempts can ever wait on each other.
   */
  private async claimAttempt(
    email: string,
    client: string,
  ): Promise<{ attemptId: string; recognised: boolean }> {
    return this.uow.transaction(async () => {
      await this.uow.manager.query("SELECT pg_advisory_xact_lock(hashtext('login-client'), hashtext($1))", [
        client,
      ]);
      await this.uow.manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`login:${email}`]);
      const { now, recognised } = await this.refuseUnlessPaced(email, client);
      const { identifiers } = await this.failures.insert({ email, client, occurredAt: now });
      return { attemptId: String(identifiers[0].id), recognised };
    });
  }

  /** A 429 with the wait when `loginPace` refuses this attempt now; otherwise that now, and whether the client is known here. */
  private async refuseUnlessPaced(
    email: string,
    client: string,
  ): Promise<{ now: Date; recognised: boolean }> {
    const now = this.clock.now();
    const failures = await this.recentFailures(email, client, now);
    const pace = loginPace(failures, now, {
      perEmailAndClient: this.config.loginFailureLimit,
      perEmail: this.config.loginFailureLimitPerEmail,
      perClient: this.config.loginFailureLimitPerClient,
      windowMs: this.config.loginFailureWindowMs,
    });
    if (pace.kind === 'locked')
      throw new TooManyRequests(MESSAGES.tooManyLoginAttempts, pace.retryAfterSeconds);
    if (pace.kind === 'too-soon')
      throw new TooManyRequests(MESSAGES.loginTooSoon(pace.retryAfterSeconds), pace.retryAfterSeconds);
    return { now, recognised: failures.recognised };
  }

  private async recentFailures(email: string, client: string, now: Date): Promise<RecentFailures> {
    const rows: RecentFailures[] = await this.uow.manager.query(
      `SELECT count(*) FILTER (WHERE email = $1 AND client = $2)::int AS "fromClient",
              min(occurred_at) FILTER (WHERE email = $1 AND client = $2) AS "firstFromClient",
              max(occurred_at) FILTER (WHERE email = $1 AND client = $2) AS "lastFromClient",
              count(*) FILTER (WHERE email = $1)::int AS "fromAnywhere",
              min(occurred_at) FILTER (WHERE email = $1) AS "firstFromAnywhere",
              count(*) FILTER (WHERE client = $2)::int AS "acrossEmails",
              min(occurred_at) FILTER (WHERE client = $2) AS "firstAcrossEmails",
              max(occurred_at) FILTER (WHERE client = $2) AS "lastAcrossEmails",
              EXISTS (SELECT 1 FROM login_successes
                       WHERE email = $1 AND client = $2 AND succeeded_at > $4) AS recognised
       FROM login_failures WHERE (email = $1 OR client = $2) AND occurred_at > $3`,
      [
        email,
        client,
        new Date(now.getTime() - this.config.loginFailureWindowMs),
        new Date(now.getTime() - RECOGNISED_FOR_MS),
      ],
    );
    return rows[0];
  }

  /** Ends the session, and with it what it handed out: live tickets and streams, mailbox links. */
  async logout(tokenId: string, expiresAt: Date): Promise<void> {
    await this.uow.transaction(async () => {
      await this.revoked.upsert({ jti: tokenId, expiresAt }, ['jti']);
      await this.notifications.sessionEnded(tokenId);
      await this.mail.sessionEnded(tokenId);
    });
  }

  /**
   * The member's session as this request finds it, from one query: their role in the shop now (and
   * whether the shop waits for them to set up a second factor), or
   * undefined when the token was revoked or began before the person's last password reset
   * (`startedAt`, ms). A person no longer a member of the shop is refused with why.
   */
  async liveSession(
    tokenId: string,
    userId: string,
    shopId: string,
    startedAt: number,
  ): Promise<LiveSession | undefined> {
    const state = await this.memberships.sessionState(userId, shopId, tokenId);
    if (!state) throw new Unauthorized(MESSAGES.noShop);
    if (state.revoked) return undefined;
    if (state.sessionsValidAfter && startedAt <= state.sessionsValidAfter.getTime()) return undefined;
    return { role: state.role, twoFactorSetupRequired: state.twoFactorSetupRequired };
  }
}
