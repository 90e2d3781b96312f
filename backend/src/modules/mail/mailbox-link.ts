import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock';
import { signClaims, verifyClaims } from '../../common/signed-tokens';
import { SECRETS, type Secrets } from '../../config/secrets';

export const MAILBOX_PATH = '/api/mail/sandbox';

const LABEL = 'mailbox';

/** Long enough for a working day of testing; then the owner opens the mailbox again from the dashboard. */
export const MAILBOX_LINK_TTL_MS = 8 * 60 * 60 * 1000;

/**
 * The sandbox mailbox's key: a signed, expiring token naming one account, carried in the mailbox's
 * links instead of a login. Signed with the sandbox links' key under a label of its own, so no other
 * sandbox link (a payments dashboard link, say) passes for a mailbox token, nor the other way round.
 */
@Injectable()
export class MailboxLinks {
  constructor(
    @Inject(SECRETS) private readonly secrets: Pick<Secrets, 'sandboxLinks'>,
    private readonly clock: Clock,
  ) {}

  /** The mailbox's list page for this account, as a path on this server. */
  url(accountId: string): string {
    return `${MAILBOX_PATH}?${new URLSearchParams({ token: this.sign(accountId) })}`;
  }

  sign(accountId: string): string {
    return signClaims(this.secrets.sandboxLinks, LABEL, { accountId }, MAILBOX_LINK_TTL_MS, this.clock.now());
  }

  /** The account the token was signed for, or undefined when it is missing, forged or expired. */
  accountOf(token: string | undefined): string | undefined {
    const claims = verifyClaims(this.secrets.sandboxLinks, LABEL, token, this.clock.now());
    return typeof claims?.accountId === 'string' ? claims.accountId : undefined;
  }
}
