/** The failed logins (including ones still being checked) for one e-mail within the lockout window. */
export interface RecentFailures {
  fromClient: number;
  firstFromClient: Date | null;
  lastFromClient: Date | null;
  fromAnywhere: number;
  firstFromAnywhere: Date | null;
}

export interface LoginLimits {
  /** Failures per e-mail and client in the window before a hard lock. */
  perClient: number;
  /** Failures per e-mail from all clients together before clients that failed get no more tries. */
  perEmail: number;
  windowMs: number;
}

/** A client may fail this many times freely; then each next try waits twice as long, from one second. */
const FAILURES_BEFORE_DELAY = 3;
const FIRST_DELAY_MS = 1_000;

export type LoginPace =
  | { kind: 'go' }
  | { kind: 'too-soon'; retryAfterSeconds: number }
  | { kind: 'locked'; retryAfterSeconds: number };

const secondsUntil = (at: number, now: Date) => Math.max(1, Math.ceil((at - now.getTime()) / 1000));

/**
 * Whether a login attempt may be checked now. A client that keeps failing for an e-mail is slowed
 * down (a growing wait it is told, never a wait held on the server), then locked for the window.
 * Failures from all clients together lock only clients that failed themselves: one that has not
 * (the owner elsewhere) is always checked, so strangers' tries never refuse the right password.
 */
export function loginPace(failures: RecentFailures, now: Date, limits: LoginLimits): LoginPace {
  if (failures.fromClient >= limits.perClient)
    return {
      kind: 'locked',
      retryAfterSeconds: secondsUntil(failures.firstFromClient!.getTime() + limits.windowMs, now),
    };
  if (failures.fromClient > 0 && failures.fromAnywhere >= limits.perEmail)
    return {
      kind: 'locked',
      retryAfterSeconds: secondsUntil(failures.firstFromAnywhere!.getTime() + limits.windowMs, now),
    };
  if (failures.fromClient < FAILURES_BEFORE_DELAY) return { kind: 'go' };
  const delayMs = FIRST_DELAY_MS * 2 ** (failures.fromClient - FAILURES_BEFORE_DELAY);
  const allowedAt = failures.lastFromClient!.getTime() + delayMs;
  return allowedAt > now.getTime()
    ? { kind: 'too-soon', retryAfterSeconds: secondsUntil(allowedAt, now) }
    : { kind: 'go' };
}
