import { inspect } from 'node:util';

/**
 * A failure as a log line can show it, never `[object Object]` and never the objects it hangs on
 * (a pg error carries its whole connection: host, user, database): an Error by its stack, its code
 * and what caused it; a plain object that carries a stack (pg-boss emits those) by that stack, which
 * begins with the message; anything else by its fields.
 */
export function describeError(error: unknown): string {
  if (typeof error === 'string') return error;
  const stack = (error as { stack?: unknown } | null)?.stack;
  if (error instanceof Error) return [stack ?? String(error), ...detailsOf(error)].join('\n');
  if (typeof stack === 'string') return stack;
  return inspect(error, { depth: 2, breakLength: Infinity });
}

function detailsOf(error: Error): string[] {
  const { code } = error as { code?: unknown };
  const details = typeof code === 'string' ? [`code: ${code}`] : [];
  if (error.cause !== undefined) details.push(`cause: ${describeError(error.cause)}`);
  return details;
}
