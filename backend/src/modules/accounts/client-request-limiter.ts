/**
 * At most `limit` requests per key (a client's address) within a sliding window, counted in this
 * process, as the throttler on the other auth routes counts. Keys whose window has passed are
 * dropped once many have gathered, so a flood of addresses cannot grow it without bound.
 */
export class ClientRequestLimiter {
  private readonly requests = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly maxKeys = 10_000,
  ) {}

  /** Counts a request at `now` and says whether it is within the limit; refused ones do not count. */
  claim(key: string, now: Date): boolean {
    const since = now.getTime() - this.windowMs;
    if (this.requests.size >= this.maxKeys) this.forgetBefore(since);
    const recent = (this.requests.get(key) ?? []).filter((at) => at > since);
    if (recent.length >= this.limit) {
      this.requests.set(key, recent);
      return false;
    }
    recent.push(now.getTime());
    this.requests.set(key, recent);
    return true;
  }

  /** After a refused claim: the whole seconds until its oldest counted request leaves the window. */
  secondsUntilFree(key: string, now: Date): number {
    const oldest = Math.min(...(this.requests.get(key) ?? [now.getTime()]));
    return Math.max(1, Math.ceil((oldest + this.windowMs - now.getTime()) / 1000));
  }

  private forgetBefore(since: number): void {
    for (const [key, times] of this.requests) if (times.every((at) => at <= since)) this.requests.delete(key);
  }
}
