import { createServer, IncomingMessage, Server } from 'node:http';
import { randomBytes } from 'node:crypto';
import { freePort } from './free-port';

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  form: URLSearchParams;
}

/**
 * A local stand-in for the few Stripe endpoints the app calls. It answers the way Stripe does
 * (form-encoded requests, JSON objects, Stripe-shaped errors) and refuses requests Stripe would
 * refuse, so the real SDK is exercised end to end without the network.
 */
export class StripeDouble {
  readonly requests: RecordedRequest[] = [];
  private server: Server | undefined;
  port = 0;

  constructor(private readonly secretKey: string) {}

  async start(): Promise<void> {
    this.port = await freePort();
    this.server = createServer((request, response) => {
      void this.handle(request).then(({ status, body }) => {
        response.writeHead(status, {
          'Content-Type': 'application/json',
          'Request-Id': `req_${randomBytes(6).toString('hex')}`,
        });
        response.end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
  }

  private async handle(request: IncomingMessage): Promise<{ status: number; body: unknown }> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const recorded: RecordedRequest = {
      method: request.method ?? '',
      path: (request.url ?? '').split('?')[0],
      authorization: request.headers.authorization,
      idempotencyKey: request.headers['idempotency-key'] as string | undefined,
      form: new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
    };
    this.requests.push(recorded);
    if (recorded.authorization !== `Bearer ${this.secretKey}`) {
      return error(401, 'authentication_error', 'Invalid API Key provided.');
    }
    const { method, path, form } = recorded;
    if (method === 'POST' && path === '/v1/accounts') {
      if (form.get('type') !== 'express') return error(400, 'invalid_request_error', 'Missing type.');
      return { status: 200, body: account(`acct_${randomBytes(8).toString('hex')}`, form.get('email')) };
    }
    if (method === 'POST' && path === '/v1/account_links') {
      const accountId = form.get('account');
      if (
        !accountId ||
        !form.get('return_url') ||
        !form.get('refresh_url') ||
        form.get('type') !== 'account_onboarding'
      ) {
        return error(400, 'invalid_request_error', 'Missing required param.');
      }
      return {
        status: 200,
        body: {
          object: 'account_link',
          url: `https://connect.stripe.com/setup/e/${accountId}/${randomBytes(6).toString('hex')}`,
          created: Math.floor(Date.now() / 1000),
          expires_at: Math.floor(Date.now() / 1000) + 300,
        },
      };
    }
    const loginLink = /^\/v1\/accounts\/(acct_[a-z0-9]+)\/login_links$/.exec(path);
    if (method === 'POST' && loginLink) {
      return {
        status: 200,
        body: {
          object: 'login_link',
          url: `https://connect.stripe.com/express/${loginLink[1]}/login`,
          created: 0,
        },
      };
    }
    return error(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }
}

function account(id: string, email: string | null) {
  return { id, object: 'account', type: 'express', email, charges_enabled: false, details_submitted: false };
}

function error(status: number, type: string, message: string) {
  return { status, body: { error: { type, message } } };
}
