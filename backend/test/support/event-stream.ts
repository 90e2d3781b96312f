/** The dashboard's live stream as a test reads it (not EventSource: a test needs the status and the end). */
export interface EventStream {
  response: Response;
  /** The `data:` of every event so far, parsed. */
  events: unknown[];
  /** 'ended' when the server ended the stream, 'closed' when this side did. */
  ended: Promise<'ended' | 'closed'>;
  close(): void;
}

/** With the bearer token, or with a ticket as the browser's EventSource does; reads the body as it streams. */
export async function openEventStream(
  baseUrl: string,
  key: { token: string } | { ticket: string },
): Promise<EventStream> {
  const abort = new AbortController();
  const response =
    'token' in key
      ? await fetch(`${baseUrl}/api/admin/live`, {
          headers: { Authorization: `Bearer ${key.token}` },
          signal: abort.signal,
        })
      : await fetch(`${baseUrl}/api/live?${new URLSearchParams({ ticket: key.ticket })}`, {
          signal: abort.signal,
        });
  const events: unknown[] = [];
  const ended =
    response.status !== 200
      ? Promise.resolve('ended' as const)
      : (async () => {
          const decoder = new TextDecoder();
          let buffer = '';
          try {
            for await (const chunk of response.body!) {
              buffer += decoder.decode(chunk, { stream: true });
              let end: number;
              while ((end = buffer.indexOf('\n\n')) >= 0) {
                const data = buffer
                  .slice(0, end)
                  .split('\n')
                  .filter((line) => line.startsWith('data: '))
                  .map((line) => line.slice('data: '.length))
                  .join('\n');
                buffer = buffer.slice(end + 2);
                if (data) events.push(JSON.parse(data));
              }
            }
            return 'ended' as const;
          } catch {
            return 'closed' as const;
          }
        })();
  return { response, events, ended, close: () => abort.abort() };
}
