import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import type { StripeConfig } from '../../src/config/app-config';
import { freePort } from './free-port';

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  /** The `Stripe-Account` header: the connected account a Connect request acts on. */
  stripeAccount: string | undefined;
  form: URLSearchParams;
}

type Answer = { status: number; body: unknown };

/** A Checkout Session as the double keeps it: Stripe's object and the account it lives on. */
interface StoredSession {
  account: string;
  session: {
    id: string;
    status: 'open' | 'complete' | 'expired';
    payment_status: 'paid' | 'unpaid';
    expires_at: number;
    url: string | null;
    [field: string]: unknown;
  };
}

/** A paid session's PaymentIntent and its charge, as far as refunds need them. */
interface StoredPayment {
  account: string;
  paymentIntent: string;
  charge: string;
  amount: number;
  refunded: number;
}

/** Stripe's Refund object, as its API answers and its events carry it. */
export interface DoubleRefund {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  currency: string;
  payment_intent: string;
  metadata: Record<string, string>;
  reason: string | null;
  status: 'pending' | 'succeeded' | 'failed' | 'canceled' | 'requires_action';
  failure_reason?: string;
  created: number;
}

const THIRTY_MINUTES = 30 * 60;
const ONE_DAY = 24 * 60 * 60;
/** Stripe takes "now + 30 minutes" computed a moment before the call. */
const EXPIRY_GRACE_SECONDS = 10;
/** The `locale` values Stripe Checkout takes (its API reference); anything else is refused. */
const CHECKOUT_LOCALES = new Set(
  'auto bg cs da de el en en-GB es es-419 et fi fil fr fr-CA hr hu id it ja ko lt lv ms mt nb nl pl pt pt-BR ro ru sk sl sv th tr vi zh zh-HK zh-TW'.split(
    ' ',
  ),
);

/**
 * A local stand-in for the few Stripe endpoints the app calls. It answers the way Stripe does
 * (form-encoded requests, JSON objects, Stripe-shaped errors) and refuses requests Stripe would
 * refuse, so the real SDK is exercised end to end without the network.
 */
export class StripeDouble {
  readonly requests: RecordedRequest[] = [];
  private server: Server | undefined;
  port = 0;
  private readonly accounts = new Set<string>();
  private readonly sessions = new Map<string, StoredSession>();
  private readonly idempotent = new Map<string, { request: string; answer: Answer }>();
  private readonly payments = new Map<string, StoredPayment>();
  /** Every refund made, by id; with what `refund_application_fee` asked. */
  readonly refunds = new Map<
    string,
    { refund: DoubleRefund; account: string; refundApplicationFee: boolean }
  >();
  /** The status new refunds get: Stripe answers most card refunds succeeded, some pending. */
  nextRefundStatus: DoubleRefund['status'] = 'succeeded';

  /** `now` is Stripe's clock (milliseconds); a test may set it to match the app's. */
  constructor(
    private readonly secretKey: string,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** What happens on Stripe's page when the customer pays (or the session ends): the test says which. */
  settleSession(sessionId: string, state: Pick<StoredSession['session'], 'status' | 'payment_status'>): void {
    const stored = this.sessions.get(sessionId);
    if (!stored) throw new Error(`No such checkout.session: ${sessionId}`);
    Object.assign(stored.session, state, state.status === 'open' ? {} : { url: null });
    if (state.payment_status === 'paid' && !stored.session.payment_intent) {
      const paymentIntent = `pi_${randomBytes(12).toString('hex')}`;
      stored.session.payment_intent = paymentIntent;
      this.payments.set(paymentIntent, {
        account: stored.account,
        paymentIntent,
        charge: `ch_${randomBytes(12).toString('hex')}`,
        amount: Number(stored.session.amount_total),
        refunded: 0,
      });
    }
  }

  /** What happens at the bank later: a refund settles (or fails); the test then sends Stripe's event. */
  settleRefund(refundId: string, status: DoubleRefund['status'], failureReason?: string): DoubleRefund {
    const stored = this.refunds.get(refundId);
    if (!stored) throw new Error(`No such refund: ${refundId}`);
    const failed = status === 'failed' || status === 'canceled';
    if (failed && stored.refund.status !== 'failed' && stored.refund.status !== 'canceled')
      this.payments.get(stored.refund.payment_intent)!.refunded -= stored.refund.amount;
    Object.assign(stored.refund, { status }, failureReason ? { failure_reason: failureReason } : {});
    return stored.refund;
  }

  /** The app's Stripe configuration pointing at this double (started first, so its port is known). */
  config(webhookSecret: string): StripeConfig {
    return {
      secretKey: this.secretKey,
      webhookSecret,
      apiHost: '127.0.0.1',
      apiPort: this.port,
      apiProtocol: 'http',
    };
  }

  session(sessionId: string): StoredSession['session'] | undefined {
    return this.sessions.get(sessionId)?.session;
  }

  /**
   * How Stripe is having a bad day: 'silent' takes requests and never answers, 'trickle' sends its
   * headers and then a space of its JSON body every half second, without end; undefined is a good day.
   */
  stall: 'silent' | 'trickle' | undefined;

  async start(): Promise<void> {
    this.port = await freePort();
    this.server = createServer((request, response) => {
      if (this.stall) return this.stallOn(request, response, this.stall);
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
    const closed = new Promise((resolve) => this.server?.close(resolve));
    this.server?.closeAllConnections();
    await closed;
  }

  /** Records the request (its body read), then answers never, or slower than anyone waits. */
  private stallOn(request: IncomingMessage, response: ServerResponse, stall: 'silent' | 'trickle'): void {
    void this.record(request).then(() => {
      if (stall === 'silent') return;
      response.writeHead(200, { 'Content-Type': 'application/json' });
      const drip = setInterval(() => response.write(' '), 500);
      response.once('close', () => clearInterval(drip));
    });
  }

  private async record(request: IncomingMessage): Promise<RecordedRequest> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const recorded: RecordedRequest = {
      method: request.method ?? '',
      path: (request.url ?? '').split('?')[0],
      authorization: request.headers.authorization,
      idempotencyKey: request.headers['idempotency-key'] as string | undefined,
      stripeAccount: request.headers['stripe-account'] as string | undefined,
      form: new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
    };
    this.requests.push(recorded);
    return recorded;
  }

  private async handle(request: IncomingMessage): Promise<Answer> {
    const recorded = await this.record(request);
    if (recorded.authorization !== `Bearer ${this.secretKey}`) {
      return error(401, 'authentication_error', 'Invalid API Key provided.');
    }
    if (recorded.stripeAccount && !this.accounts.has(recorded.stripeAccount)) {
      return error(
        403,
        'invalid_request_error',
        `The provided key does not have access to account '${recorded.stripeAccount}' (or that account does not exist).`,
      );
    }
    if (recorded.method !== 'POST' || !recorded.idempotencyKey) return this.answer(recorded);
    // Stripe replays the first answer to a key, and refuses the key with other parameters.
    const fingerprint = `${recorded.path} ${recorded.stripeAccount ?? ''} ${recorded.form.toString()}`;
    const earlier = this.idempotent.get(recorded.idempotencyKey);
    if (earlier && earlier.request !== fingerprint) {
      return error(
        400,
        'idempotency_error',
        'Keys for idempotent requests can only be used with the same parameters they were first used with.',
      );
    }
    if (earlier) return earlier.answer;
    const answer = this.answer(recorded);
    if (answer.status < 500) this.idempotent.set(recorded.idempotencyKey, { request: fingerprint, answer });
    return answer;
  }

  private answer(recorded: RecordedRequest): Answer {
    const { method, path, form } = recorded;
    if (method === 'POST' && path === '/v1/accounts') {
      if (form.get('type') !== 'express') return error(400, 'invalid_request_error', 'Missing type.');
      const id = `acct_${randomBytes(8).toString('hex')}`;
      this.accounts.add(id);
      return { status: 200, body: account(id, form.get('email')) };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') return this.createSession(recorded);
    if (method === 'POST' && path === '/v1/refunds') return this.createRefund(recorded);
    const sessionPath = /^\/v1\/checkout\/sessions\/([A-Za-z0-9_]+)(\/expire)?$/.exec(path);
    if (sessionPath && ((method === 'GET' && !sessionPath[2]) || (method === 'POST' && sessionPath[2]))) {
      const stored = this.sessions.get(sessionPath[1]);
      if (!stored || stored.account !== recorded.stripeAccount) {
        return error(404, 'invalid_request_error', `No such checkout.session: '${sessionPath[1]}'`);
      }
      this.expireIfDue(stored);
      if (!sessionPath[2]) return { status: 200, body: stored.session };
      if (stored.session.status !== 'open') {
        return error(
          400,
          'invalid_request_error',
          'Only Checkout Sessions with a status in ["open"] can be expired.',
        );
      }
      Object.assign(stored.session, { status: 'expired', url: null });
      return { status: 200, body: stored.session };
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

  /** Stripe's checks on a payment-mode session with inline prices, then the session it opens. */
  private createSession({ form, stripeAccount }: RecordedRequest): Answer {
    const invalid = (message: string) => error(400, 'invalid_request_error', message);
    const mode = form.get('mode');
    if (mode !== 'payment') return invalid(mode ? `Invalid mode: ${mode}` : 'Missing required param: mode.');
    if (!form.get('success_url')) return invalid('Missing required param: success_url.');
    const locale = form.get('locale');
    if (locale !== null && !CHECKOUT_LOCALES.has(locale))
      return invalid(`Invalid locale: must be one of ${[...CHECKOUT_LOCALES].join(', ')}`);
    const lines = lineItems(form);
    if (lines.length === 0) return invalid('`line_items` is required in `payment` mode.');
    for (const line of lines) {
      if (!isWhole(line.quantity) || Number(line.quantity) < 1) return invalid('Invalid integer: quantity.');
      if (!isWhole(line.unitAmount)) return invalid('Invalid integer: unit_amount.');
      if (!line.currency) return invalid('Missing required param: line_items[price_data][currency].');
      if (!line.name) return invalid('Missing required param: line_items[price_data][product_data][name].');
    }
    const currencies = new Set(lines.map((line) => line.currency));
    if (currencies.size > 1) return invalid('All line items must use the same currency.');
    const total = lines.reduce((sum, line) => sum + Number(line.unitAmount) * Number(line.quantity), 0);
    const fee = form.get('payment_intent_data[application_fee_amount]');
    if (fee !== null) {
      if (!stripeAccount) {
        return invalid(
          'Can only apply an application_fee_amount when the PaymentIntent is attempting a direct payment (using an OAuth key or Stripe-Account header) or destination payment (using `transfer_data[destination]`).',
        );
      }
      if (!isWhole(fee)) return invalid('Invalid integer: application_fee_amount.');
      if (Number(fee) > total) return invalid('The application fee amount cannot exceed the total amount.');
    }
    const created = Math.floor(this.now() / 1000);
    const expiresAt = form.has('expires_at') ? Number(form.get('expires_at')) : created + ONE_DAY;
    if (!Number.isInteger(expiresAt)) return invalid('Invalid integer: expires_at.');
    if (expiresAt < created + THIRTY_MINUTES - EXPIRY_GRACE_SECONDS) {
      return invalid(
        'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.',
      );
    }
    if (expiresAt > created + ONE_DAY) {
      return invalid('The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.');
    }
    const id = `cs_test_${randomBytes(16).toString('hex')}`;
    const session: StoredSession['session'] = {
      id,
      object: 'checkout.session',
      mode,
      status: 'open',
      payment_status: 'unpaid',
      amount_subtotal: total,
      amount_total: total,
      currency: lines[0].currency,
      client_reference_id: form.get('client_reference_id'),
      customer_email: form.get('customer_email'),
      locale: form.get('locale'),
      metadata: metadata(form, 'metadata'),
      created,
      expires_at: expiresAt,
      success_url: form.get('success_url'),
      cancel_url: form.get('cancel_url'),
      payment_intent: null,
      url: `https://checkout.stripe.com/c/pay/${id}`,
    };
    this.sessions.set(id, { account: stripeAccount ?? '', session });
    return { status: 200, body: session };
  }

  /**
   * Stripe's checks on a refund of a direct charge (the Stripe-Account header names the account the
   * PaymentIntent lives on): a whole amount above 0 and within what is left of the charge.
   */
  private createRefund({ form, stripeAccount }: RecordedRequest): Answer {
    const invalid = (message: string, code?: string) => error(400, 'invalid_request_error', message, code);
    const paymentIntent = form.get('payment_intent');
    if (!paymentIntent && !form.get('charge'))
      return invalid(
        'One of the following params should be provided for this request: payment_intent or charge.',
      );
    const payment = paymentIntent ? this.payments.get(paymentIntent) : undefined;
    if (!payment || payment.account !== (stripeAccount ?? ''))
      return error(
        404,
        'invalid_request_error',
        `No such payment_intent: '${paymentIntent}'`,
        'resource_missing',
      );
    const fee = form.get('refund_application_fee');
    if (fee !== null && fee !== 'true' && fee !== 'false')
      return invalid('Invalid boolean: refund_application_fee');
    const left = payment.amount - payment.refunded;
    if (left === 0)
      return invalid(`Charge ${payment.charge} has already been refunded.`, 'charge_already_refunded');
    const amountText = form.get('amount');
    if (amountText !== null && !isWhole(amountText)) return invalid('Invalid integer: amount');
    const amount = amountText === null ? left : Number(amountText);
    if (amount < 1) return invalid('This value must be greater than or equal to 1.');
    if (amount > left)
      return invalid(
        `Refund amount (€${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge (€${(left / 100).toFixed(2)})`,
        'amount_too_large',
      );
    payment.refunded += amount;
    const refund: DoubleRefund = {
      id: `re_${randomBytes(12).toString('hex')}`,
      object: 'refund',
      amount,
      charge: payment.charge,
      currency: 'eur',
      payment_intent: payment.paymentIntent,
      metadata: metadata(form, 'metadata'),
      reason: form.get('reason'),
      status: this.nextRefundStatus,
      created: Math.floor(this.now() / 1000),
    };
    this.refunds.set(refund.id, {
      refund,
      account: payment.account,
      refundApplicationFee: fee === 'true',
    });
    return { status: 200, body: refund };
  }

  /** Stripe ends a session once its expiry has passed. */
  private expireIfDue({ session }: StoredSession): void {
    if (session.status === 'open' && session.expires_at * 1000 <= this.now()) {
      Object.assign(session, { status: 'expired', url: null });
    }
  }
}

/** `line_items[i][…]` as the SDK form-encodes them. */
function lineItems(form: URLSearchParams) {
  const lines = [];
  for (let index = 0; [...form.keys()].some((key) => key.startsWith(`line_items[${index}]`)); index += 1) {
    const field = (name: string) => form.get(`line_items[${index}]${name}`);
    lines.push({
      quantity: field('[quantity]'),
      unitAmount: field('[price_data][unit_amount]'),
      currency: field('[price_data][currency]'),
      name: field('[price_data][product_data][name]'),
    });
  }
  return lines;
}

function metadata(form: URLSearchParams, prefix: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of form) {
    const name = new RegExp(`^${prefix}\\[([^\\]]+)\\]$`).exec(key)?.[1];
    if (name) fields[name] = value;
  }
  return fields;
}

const isWhole = (value: string | null) => value !== null && /^\d+$/.test(value);

function account(id: string, email: string | null) {
  return { id, object: 'account', type: 'express', email, charges_enabled: false, details_submitted: false };
}

function error(status: number, type: string, message: string, code?: string): Answer {
  return { status, body: { error: { type, message, ...(code ? { code } : {}) } } };
}
