import { Inject, Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import {
  acceptanceCredentials,
  INVITATION_VALID_DAYS,
  MESSAGES,
  parseRole,
  type InvitationAcceptance,
  type InvitationInput,
  type Role,
  type TeamView,
} from '@bestelklaar/domain';
import { Clock } from '../../common/clock';
import type { Member } from '../../common/auth/member-session';
import { Conflict, NotFound, Unauthorized, ValidationFailed } from '../../common/errors/app-error';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { ActivityLog } from '../../common/activity';
import { UnitOfWork } from '../../database/unit-of-work';
import { AuthService, PasswordHasher, type LoginOutcome, type SessionOrigin } from '../accounts';
import { MailService } from '../mail/mail.service';
import { renderInvitationMail } from './invitation-mail';

const INVITATION_VALID_MS = INVITATION_VALID_DAYS * 24 * 60 * 60 * 1000;

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

interface InvitationRow {
  id: string;
  shop_id: string;
  email: string;
  role: Role;
  expires_at: Date;
  accepted_at: Date | null;
  revoked_at: Date | null;
}

/**
 * The shop's team: who works in it as what, and the invitations out. Every change is for the shop
 * of the session (`shopId` from the token), so a member of two shops changes only the one they act in.
 *
 * A shop always keeps at least one 'eigenaar': demoting or removing an owner is one statement that
 * locks the shop's owner rows (`FOR UPDATE`, in one order) and acts only while another owner is
 * left, so of two owners removed at once in a two-owner shop the second waits for the first and
 * then finds itself the last.
 */
@Injectable()
export class TeamService {
  constructor(
    private readonly uow: UnitOfWork,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly auth: AuthService,
    private readonly hasher: PasswordHasher,
    private readonly mail: MailService,
    private readonly activity: ActivityLog,
  ) {}

  private query<T>(sql: string, parameters: unknown[]): Promise<T> {
    return this.uow.manager.query(sql, parameters);
  }

  async team(shopId: string): Promise<TeamView> {
    const members = await this.query<
      {
        userId: string;
        name: string;
        email: string;
        role: Role;
        lastLoginAt: Date | null;
        twoFactor: boolean;
      }[]
    >(
      // The last login is the newest a login of the person left in `login_successes` (kept per
      // e-mail and client while the client counts as known).
      `SELECT u.id AS "userId", u.name, u.email, m.role, u.two_factor_enabled_at IS NOT NULL AS "twoFactor",
              (SELECT max(s.succeeded_at) FROM login_successes s WHERE s.email = lower(u.email)) AS "lastLoginAt"
       FROM memberships m JOIN users u ON u.id = m.user_id
       WHERE m.shop_id = $1 ORDER BY m.created_at, u.id`,
      [shopId],
    );
    const invitations = await this.query<{ id: string; email: string; role: Role; expires_at: Date }[]>(
      `SELECT id, email, role, expires_at FROM invitations
       WHERE shop_id = $1 AND accepted_at IS NULL AND revoked_at IS NULL ORDER BY created_at, id`,
      [shopId],
    );
    return {
      members: members.map((member) => ({
        ...member,
        lastLoginAt: member.lastLoginAt?.toISOString() ?? null,
      })),
      invitations: invitations.map((invitation) => ({
        invitationId: invitation.id,
        email: invitation.email,
        role: invitation.role,
        expiresAt: invitation.expires_at.toISOString(),
      })),
    };
  }

  /**
   * Invites `email` with `role` and mails the link; an earlier pending invitation of the same
   * address is revoked, so one link counts. Refused for an address already in the team.
   */
  async invite(inviter: Member, input: InvitationInput): Promise<string> {
    const { tokenHash, mail } = await this.newLink(inviter.shopId, inviter.userId, input.role);
    return this.uow.transaction(async () => {
      // Invitations of one address to one shop queue here, so the check below is not overtaken.
      await this.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
        `invitation:${inviter.shopId}:${input.email}`,
      ]);
      await this.refuseIfMember(inviter.shopId, input.email);
      const now = this.clock.now();
      await this.query(
        `UPDATE invitations SET revoked_at = $3
         WHERE shop_id = $1 AND email = $2 AND accepted_at IS NULL AND revoked_at IS NULL`,
        [inviter.shopId, input.email, now],
      );
      const [{ id }] = await this.query<{ id: string }[]>(
        `INSERT INTO invitations (shop_id, email, role, token_hash, invited_by, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [
          inviter.shopId,
          input.email,
          input.role,
          tokenHash,
          inviter.userId,
          now,
          new Date(now.getTime() + INVITATION_VALID_MS),
        ],
      );
      await this.enqueue(inviter.shopId, input.email, tokenHash, mail);
      return id;
    });
  }

  /** 'Opnieuw sturen': a new link (the old one stops working), valid 7 days from now. */
  async resend(resender: Member, invitationId: string): Promise<void> {
    const pending = await this.query<{ email: string; role: Role }[]>(
      `SELECT email, role FROM invitations
       WHERE id = $1 AND shop_id = $2 AND accepted_at IS NULL AND revoked_at IS NULL`,
      [invitationId, resender.shopId],
    );
    if (!pending[0]) throw new NotFound();
    const { tokenHash, mail } = await this.newLink(resender.shopId, resender.userId, pending[0].role);
    await this.uow.transaction(async () => {
      const now = this.clock.now();
      const [renewed] = await this.query<[{ email: string }[], number]>(
        `UPDATE invitations SET token_hash = $3, expires_at = $4
         WHERE id = $1 AND shop_id = $2 AND accepted_at IS NULL AND revoked_at IS NULL RETURNING email`,
        [invitationId, resender.shopId, tokenHash, new Date(now.getTime() + INVITATION_VALID_MS)],
      );
      if (!renewed[0]) throw new NotFound();
      await this.enqueue(resender.shopId, renewed[0].email, tokenHash, mail);
    });
  }

  /** 'Intrekken': the link stops working. */
  async revoke(shopId: string, invitationId: string): Promise<void> {
    const [revoked] = await this.query<[unknown[], number]>(
      `UPDATE invitations SET revoked_at = $3
       WHERE id = $1 AND shop_id = $2 AND accepted_at IS NULL AND revoked_at IS NULL RETURNING id`,
      [invitationId, shopId, this.clock.now()],
    );
    if (revoked.length === 0) throw new NotFound();
  }

  /** A member's new role; demoting the last 'eigenaar' is refused (see the class). */
  async changeRole(shopId: string, userId: string, role: Role): Promise<void> {
    const [changed] = await this.query<[unknown[], number]>(
      `WITH owners AS (
         SELECT user_id FROM memberships WHERE shop_id = $1 AND role = 'eigenaar' ORDER BY user_id FOR UPDATE
       )
       UPDATE memberships m SET role = $3
       WHERE m.shop_id = $1 AND m.user_id = $2
         AND ($3 = 'eigenaar' OR m.role <> 'eigenaar' OR (SELECT count(*) FROM owners) > 1)
       RETURNING m.user_id`,
      [shopId, userId, role],
    );
    if (changed.length === 0) await this.refusal(shopId, userId);
  }

  /** Removes a member from the shop: their sessions in it end at their next request (see JwtStrategy). */
  async remove(shopId: string, userId: string): Promise<void> {
    const [removed] = await this.query<[unknown[], number]>(
      `WITH owners AS (
         SELECT user_id FROM memberships WHERE shop_id = $1 AND role = 'eigenaar' ORDER BY user_id FOR UPDATE
       )
       DELETE FROM memberships m
       WHERE m.shop_id = $1 AND m.user_id = $2
         AND (m.role <> 'eigenaar' OR (SELECT count(*) FROM owners) > 1)
       RETURNING m.user_id`,
      [shopId, userId],
    );
    if (removed.length === 0) await this.refusal(shopId, userId);
  }

  /**
   * Accepts an invitation and opens a session in the inviting shop. A new person gives a name and a
   * password (registration's rules) and is created; a person with an account proves it with their
   * password (the link alone does not open an existing account). The claim is one conditional
   * update, so of any number of accepts at once exactly one makes the membership.
   */
  async accept(
    acceptance: InvitationAcceptance,
    client: string,
    origin?: SessionOrigin,
  ): Promise<LoginOutcome> {
    const tokenHash = sha256(acceptance.token);
    const [invitation] = await this.query<InvitationRow[]>(
      `SELECT id, shop_id, email, role, expires_at, accepted_at, revoked_at FROM invitations WHERE token_hash = $1`,
      [tokenHash],
    );
    if (!invitation) throw new NotFound(MESSAGES.invitationUnknown);
    // Hashing is costly: a link that cannot work is refused before it.
    this.refuseUnusable(invitation);
    const [user] = await this.query<{ id: string; password_hash: string }[]>(
      'SELECT id, password_hash FROM users WHERE lower(email) = lower($1)',
      [invitation.email],
    );
    const credentials = acceptanceCredentials(acceptance, user !== undefined);
    if (!credentials.ok) throw ValidationFailed.ofFields(credentials.errors);
    let passwordHash: string | undefined;
    if (user) {
      if (!(await this.hasher.verify(user.password_hash, credentials.value.password, client, 'known')))
        throw new Unauthorized(MESSAGES.invalidCredentials);
    } else passwordHash = await this.hasher.hash(credentials.value.password, client);

    const { userId, shopId } = await this.uow.transaction(async () => {
      const now = this.clock.now();
      // By the token's hash, not the row's id: a link sent again in between replaced this token.
      const [claimed] = await this.query<[{ shop_id: string; role: Role }[], number]>(
        `UPDATE invitations SET accepted_at = $2
         WHERE token_hash = $1 AND accepted_at IS NULL AND revoked_at IS NULL AND expires_at > $2
         RETURNING shop_id, role`,
        [tokenHash, now],
      );
      if (!claimed[0]) {
        const [current] = await this.query<(InvitationRow & { token_hash: string })[]>(
          `SELECT id, shop_id, email, role, token_hash, expires_at, accepted_at, revoked_at
           FROM invitations WHERE id = $1`,
          [invitation.id],
        );
        if (current) this.refuseUnusable(current);
        throw new NotFound(MESSAGES.invitationUnknown);
      }
      let userId = user?.id;
      if (!userId) {
        const created = await this.query<{ id: string }[]>(
          `INSERT INTO users (name, email, password_hash, created_at) VALUES ($1, $2, $3, $4)
           ON CONFLICT ((lower(email))) DO NOTHING RETURNING id`,
          [credentials.value.name, invitation.email, passwordHash, now],
        );
        // Someone registered the address in between: they accept with their password.
        if (!created[0]) throw new Conflict(MESSAGES.emailTaken);
        userId = created[0].id;
      }
      const joined = await this.query<unknown[]>(
        `INSERT INTO memberships (user_id, shop_id, role, created_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (user_id, shop_id) DO NOTHING RETURNING user_id`,
        [userId, claimed[0].shop_id, claimed[0].role, now],
      );
      if (joined.length === 0) throw new Conflict(MESSAGES.alreadyInTeam);
      // The person who joined is who made the change, recorded with it.
      const shopId = claimed[0].shop_id;
      const member = await this.activity.read('member', shopId, userId);
      await this.activity.record({
        shopId,
        userId,
        subject: 'member',
        subjectId: userId,
        before: null,
        after: member,
      });
      return { userId, shopId };
    });
    // A person with a second factor proves it as at login: the membership stands, the session waits for the code.
    return user
      ? this.auth.afterPassword(userId, shopId, origin)
      : this.auth.sessionAnswer(userId, shopId, origin);
  }

  /** Why an invitation cannot be used (accepted, revoked, expired); nothing when it can. */
  private refuseUnusable(invitation: InvitationRow): void {
    if (invitation.accepted_at) throw new Conflict(MESSAGES.invitationAccepted);
    if (invitation.revoked_at) throw new Conflict(MESSAGES.invitationRevoked);
    if (invitation.expires_at.getTime() <= this.clock.now().getTime())
      throw new Conflict(MESSAGES.invitationExpired);
  }

  /** After a change that touched no row: no such member (404), or the last owner (409). */
  private async refusal(shopId: string, userId: string): Promise<never> {
    const [member] = await this.query<{ role: string }[]>(
      'SELECT role FROM memberships WHERE shop_id = $1 AND user_id = $2',
      [shopId, userId],
    );
    if (member && parseRole(member.role) === 'eigenaar') throw new Conflict(MESSAGES.lastOwner);
    throw new NotFound();
  }

  private async refuseIfMember(shopId: string, email: string): Promise<void> {
    const rows = await this.query<unknown[]>(
      `SELECT 1 FROM memberships m JOIN users u ON u.id = m.user_id
       WHERE m.shop_id = $1 AND lower(u.email) = lower($2)`,
      [shopId, email],
    );
    if (rows.length > 0) throw new Conflict(MESSAGES.alreadyInTeam);
  }

  /** A fresh token, its hash, and the mail that carries its link. */
  private async newLink(shopId: string, inviterId: string, role: Role) {
    const [names] = await this.query<{ inviter: string | null; shop: string }[]>(
      `SELECT (SELECT name FROM users WHERE id = $2) AS inviter, a.shop_name AS shop FROM accounts a WHERE a.id = $1`,
      [shopId, inviterId],
    );
    const token = randomBytes(32).toString('base64url');
    const mail = await renderInvitationMail({
      inviterName: names?.inviter ?? '',
      shopName: names?.shop ?? '',
      role,
      acceptUrl: `${this.config.publicBaseUrl}/uitnodiging?token=${token}`,
      validForDays: INVITATION_VALID_DAYS,
    });
    return { tokenHash: sha256(token), mail };
  }

  private async enqueue(
    shopId: string,
    email: string,
    tokenHash: string,
    mail: { subject: string; html: string; text: string },
  ): Promise<void> {
    await this.mail.enqueue({
      accountId: shopId,
      kind: 'team-invitation',
      dedupeKey: `team-invitation:${tokenHash}`,
      to: email,
      ...mail,
    });
  }
}
