import { inspect } from 'node:util';

/**
 * A failure as a log line can show it, never `[object Object]`: an Error with its message, stack
 * and cause; a plain object that carries a stack (pg-boss emits those) by that stack, which begins
 * with the message; anything else with its fields.
 */
export function describeError(error: unknown): string {
  if (typeof error === 'string') return error;
  const stack = (error as { stack?: unknown } | null)?.stack;
  if (!(error instanceof Error) && typeof stack === 'string') return stack;
  return inspect(error, { depth: 4, breakLength: Infinity });
}
