/** The failed logins (including ones still being checked) that bear on one attempt, within the lockout window. */
export interface RecentFailures {
  /** This e-mail from this client. */
  fromClient: number;
  firstFromClient: Date | null;
  lastFromClient: Date | null;
  /** This e-mail from all clients. */
  fromAnywhere: number;
  firstFromAnywhere: Date | null;
  /** This client on all e-mails. */
  acrossEmails: number;
  firstAcrossEmails: Date | null;
  lastAcrossEmails: Date | null;
  /** Whether this client logged in on this e-mail before (recently): then only its own failures here count. */
  recognised: boolean;
}

export interface LoginLimits {
  /** Failures per e-mail and client in the window before a hard lock. */
  perEmailAndClient: number;
  /** Failures per e-mail from all clients together before clients that failed get no more tries. */
  perEmail: number;
  /** Failures per client over all e-mails together before a hard lock. */
  perClient: number;
  windowMs: number;
}

/** A client may fail this many times freely on one e-mail; then each next try waits twice as long, from one second. */
const FAILURES_BEFORE_DELAY = 3;
/** The same over all e-mails together: room for someone who is not sure which address they signed up with. */
const FAILURES_BEFORE_DELAY_ACROSS_EMAILS = 6;
const FIRST_DELAY_MS = 1_000;

export type LoginPace =
  | { kind: 'go' }
  | { kind: 'too-soon'; retryAfterSeconds: number }
  | { kind: 'locked'; retryAfterSeconds: number };

const secondsUntil = (at: number, now: Date) => Math.max(1, Math.ceil((at - now.getTime()) / 1000));

/** When the next try may come after `failures`, the last at `last`: free at first, then doubling waits. */
function allowedAt(failures: number, last: Date | null, free: number): number {
  if (failures < free) return 0;
  return last!.getTime() + FIRST_DELAY_MS * 2 ** (failures - free);
}

/**
 * Whether a login attempt may be checked now. A client that keeps failing for an e-mail, or over
 * many e-mails (made-up ones, each costing a hash), is slowed down (a growing wait it is told, never
 * a wait held on the server), then locked for the window. Failures from all clients together lock
 * only clients that failed themselves: one that has not (the owner elsewhere) is always checked, so
 * strangers' tries never refuse the right password. A client that logged in on the e-mail before
 * (the owner's own) keeps its own pace on it whatever others do, a typo included.
 */
export function loginPace(failures: RecentFailures, now: Date, limits: LoginLimits): LoginPace {
  const lockedSince = (first: Date | null): LoginPace => ({
    kind: 'locked',
    retryAfterSeconds: secondsUntil(first!.getTime() + limits.windowMs, now),
  });
  if (failures.fromClient >= limits.perEmailAndClient) return lockedSince(failures.firstFromClient);
  if (!failures.recognised) {
    if (failures.fromClient > 0 && failures.fromAnywhere >= limits.perEmail)
      return lockedSince(failures.firstFromAnywhere);
    if (failures.acrossEmails >= limits.perClient) return lockedSince(failures.firstAcrossEmails);
  }
  const at = Math.max(
    allowedAt(failures.fromClient, failures.lastFromClient, FAILURES_BEFORE_DELAY),
    failures.recognised
      ? 0
      : allowedAt(failures.acrossEmails, failures.lastAcrossEmails, FAILURES_BEFORE_DELAY_ACROSS_EMAILS),
  );
  return at > now.getTime() ? { kind: 'too-soon', retryAfterSeconds: secondsUntil(at, now) } : { kind: 'go' };
}
