import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock';
import { signClaims, verifyClaims } from '../../common/signed-tokens';
import { SECRETS, type Secrets } from '../../config/secrets';

/** Just long enough to open the stream; every reconnection asks for a new one. */
export const LIVE_TICKET_TTL_MS = 60_000;

const LABEL = 'live-ticket';

/**
 * The browser's EventSource cannot send the session header, and a session token in a URL would
 * end up in logs and history: the dashboard trades its session for a one-minute ticket instead.
 */
@Injectable()
export class LiveTickets {
  constructor(
    @Inject(SECRETS) private readonly secrets: Pick<Secrets, 'sessionTokens'>,
    private readonly clock: Clock,
  ) {}

  issue(accountId: string): string {
    return signClaims(this.secrets.sessionTokens, LABEL, { accountId }, LIVE_TICKET_TTL_MS, this.clock.now());
  }

  /** The ticket's account, or undefined when it is missing, forged or older than a minute. */
  accountOf(ticket: string | undefined): string | undefined {
    const claims = verifyClaims(this.secrets.sessionTokens, LABEL, ticket, this.clock.now());
    return typeof claims?.accountId === 'string' ? claims.accountId : undefined;
  }
}
