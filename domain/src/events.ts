/**
 * A kind of domain event, typed once: its name (what the outbox stores and subscribers match) and,
 * as a type only, its payload. Publisher and subscribers name the same constant, so they cannot
 * disagree on either.
 */
export interface EventType<Payload extends object> {
  readonly name: string;
  /** Never set: it carries the payload's type to `publish` and `subscribe`. */
  readonly payload?: Payload;
}

export function eventType<Payload extends object>(name: string): EventType<Payload> {
  return { name };
}
