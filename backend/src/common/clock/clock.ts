/**
 * The one source of "now" on the server. Services and controllers ask it instead of reading the
 * system time, so every rule about today, lead times, expiry and retention can be tested at a
 * fixed instant.
 */
export abstract class Clock {
  abstract now(): Date;
}

/** The real time. */
export class SystemClock extends Clock {
  now(): Date {
    // The one place the system time is read (the lint rule allows this file only).
    return new Date();
  }
}

/** A clock a test sets by hand; it stands still until told otherwise. */
export class SettableClock extends Clock {
  private current: Date;

  constructor(start: Date | string) {
    super();
    this.current = new Date(start);
  }

  now(): Date {
    return new Date(this.current);
  }

  set(instant: Date | string): void {
    this.current = new Date(instant);
  }

  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}
