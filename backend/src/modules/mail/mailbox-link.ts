import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock';
import { signClaims, verifyClaims } from '../../common/signed-tokens';
import { SECRETS, type Secrets } from '../../config/secrets';

export const MAILBOX_PATH = '/api/mail/sandbox';

const LABEL = 'mailbox';

/** Long enough for a working day of testing; then the owner opens the mailbox again from the dashboard. */
export const MAILBOX_LINK_TTL_MS = 8 * 60 * 60 * 1000;

/** Whose mailbox a link opens, and the session it was asked for in (the link dies with it). */
export interface MailboxKey {
  accountId: string;
  sessionId: string;
}

/**
 * The sandbox mailbox's key: a signed, expiring token naming one account and session, carried in
 * the mailbox's links instead of a login. Signed with the sandbox links' key under a label of its
 * own, so no other sandbox link (a payments dashboard link, say) passes for a mailbox token, nor
 * the other way round.
 */
@Injectable()
export class MailboxLinks {
  constructor(
    @Inject(SECRETS) private readonly secrets: Pick<Secrets, 'sandboxLinks'>,
    private readonly clock: Clock,
  ) {}

  /** The mailbox's list page for this account, as a path on this server. */
  url(key: MailboxKey): string {
    return `${MAILBOX_PATH}?${new URLSearchParams({ token: this.sign(key) })}`;
  }

  sign({ accountId, sessionId }: MailboxKey): string {
    return signClaims(
      this.secrets.sandboxLinks,
      LABEL,
      { accountId, sessionId },
      MAILBOX_LINK_TTL_MS,
      this.clock.now(),
    );
  }

  /** The account and session the token was signed for, or undefined when it is missing, forged or expired. */
  keyOf(token: string | undefined): MailboxKey | undefined {
    const claims = verifyClaims(this.secrets.sandboxLinks, LABEL, token, this.clock.now());
    return typeof claims?.accountId === 'string' && typeof claims.sessionId === 'string'
      ? { accountId: claims.accountId, sessionId: claims.sessionId }
      : undefined;
  }
}
