import type { Options } from 'pino-http';
import { stdSerializers } from 'pino';
import { redactSecrets } from './log-redaction';

/**
 * The log's pino options: a request by its method, its path with any secret in the query replaced
 * (a customer's order key, a mailbox token) and its status; headers would leak tokens and bloat
 * logs. Every line's message and fields pass the same redaction, so no secret reaches the log from
 * an error message or a stack either.
 */
export function logOptions(level: string): Options {
  return {
    level,
    autoLogging: { ignore: (req) => !req.url?.startsWith('/api') },
    serializers: {
      req: (req: { id: unknown; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        url: redactSecrets(req.url),
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      err: (error: Error) => redactSecrets({ ...stdSerializers.err(error) }),
    },
    hooks: {
      logMethod(args, method) {
        method.apply(this, args.map((arg: unknown) => redactSecrets(arg)) as Parameters<typeof method>);
      },
    },
  };
}
