import { Client } from 'pg';

const READ_TIMEOUT = 'Query read timeout';

type Callback = (error: Error | null, result: unknown) => void;

/**
 * The app pool's client. A statement that outlived `query_timeout` leaves its connection in a state
 * nobody knows: the answer may still come, a transaction may still be open on the server (holding its
 * locks, its ROLLBACK dropped from the queue with it). Such a client ends its connection, so the pool
 * never hands it out again and the server rolls the transaction back.
 */
export class BoundedClient extends Client {
  override query(...args: unknown[]): never {
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (error: Error | null, result: unknown) => {
        this.abandonAfter(error);
        (callback as Callback)(error, result);
      };
      return (super.query as (...all: unknown[]) => never)(...args);
    }
    const result = (super.query as (...all: unknown[]) => unknown)(...args);
    if (result instanceof Promise) result.catch((error: Error) => this.abandonAfter(error));
    return result as never;
  }

  private abandonAfter(error: Error | null): void {
    if (error?.message !== READ_TIMEOUT) return;
    // Not awaited: on a connection that answers nothing, ending waits for nothing it needs.
    this.end().catch(() => undefined);
  }
}
