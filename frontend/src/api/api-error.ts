/** A failed API call: the HTTP status and the server's parsed body (which carries a Dutch `message`). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { message?: string; fields?: Record<string, string> } | undefined,
    fallback: string,
  ) {
    super(body?.message ?? fallback);
    this.name = 'ApiError';
  }

  get fields(): Record<string, string> {
    return this.body?.fields ?? {};
  }
}

/** The message a screen shows: the server's, else the screen's fallback. */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.body?.message) return error.body.message;
  return fallback;
}
