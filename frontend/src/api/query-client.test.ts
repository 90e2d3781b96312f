import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { queryClient } from './query-client';

describe('query defaults', () => {
  const { queries } = queryClient.getDefaultOptions();
  const retry = queries!.retry as (count: number, error: unknown) => boolean;
  const delay = queries!.retryDelay as (attempt: number) => number;

  it('retries a failed read once, but never a client error', () => {
    expect(retry(0, new ApiError(500, undefined, ''))).toBe(true);
    expect(retry(1, new ApiError(500, undefined, ''))).toBe(false);
    expect(retry(0, new ApiError(404, undefined, ''))).toBe(false);
  });

  it('keeps results five minutes and caps the backoff at 30 seconds', () => {
    expect(queries!.gcTime).toBe(300_000);
    expect(delay(10)).toBe(30_000);
  });
});
