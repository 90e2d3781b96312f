import { describe, expect, it } from 'vitest';
import { describeError } from './describe-error';

describe('describeError', () => {
  it('shows an error by its stack, code and cause, and leaves out the objects it hangs on', () => {
    const cause = new Error('connect ECONNREFUSED 127.0.0.1:5432');
    const error = Object.assign(new Error('Connection terminated', { cause }), {
      code: '57P01',
      client: { host: 'db.internal', user: 'shop_owner_role', database: 'shops' },
    });
    const line = describeError(error);
    expect(line).toMatch(/^Error: Connection terminated\n\s+at /);
    expect(line).toContain('code: 57P01');
    expect(line).toContain('cause: Error: connect ECONNREFUSED 127.0.0.1:5432');
    expect(line).not.toContain('db.internal');
    expect(line).not.toContain('shop_owner_role');
  });

  it('shows a plain object with a stack (as the job queue emits them) by that stack', () => {
    expect(describeError({ message: 'm', stack: 'Error: m\n    at x' })).toBe('Error: m\n    at x');
  });

  it('shows anything else by its fields, never [object Object]', () => {
    expect(describeError({ reason: 'timeout', after: 5 })).toBe("{ reason: 'timeout', after: 5 }");
    expect(describeError('plain')).toBe('plain');
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(describeError(circular)).toBe('<ref *1> { self: [Circular *1] }');
  });
});
