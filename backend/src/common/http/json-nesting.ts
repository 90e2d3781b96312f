/** Deeper than any request of ours (an option's extra price as a decimal object is 6 levels down). */
export const MAX_BODY_DEPTH = 32;

/**
 * Whether objects and arrays in `value` nest more than `limit` levels deep. Walked level by level
 * rather than recursively, so that the check itself cannot run out of stack.
 */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  let level: unknown[] = [value];
  for (let depth = 0; level.length > 0; depth++) {
    if (depth > limit) return true;
    level = level.flatMap((item) => (typeof item === 'object' && item !== null ? Object.values(item) : []));
  }
  return false;
}
