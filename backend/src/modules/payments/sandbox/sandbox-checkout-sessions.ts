import type { Language } from '@bestelklaar/domain';
import type { UnitOfWork } from '../../../database/unit-of-work';
import type {
  CheckoutLine,
  CheckoutSessionRequest,
  CheckoutSessionState,
} from '../providers/payment-provider';

/** What the sandbox keeps of a session's request: what its payment page shows and where it leads. */
export interface SandboxCheckoutContent {
  /** Missing on sessions stored before the number travelled with the request. */
  orderNumber?: number;
  shopName: string;
  lines: CheckoutLine[];
  totalCents: number;
  feeCents: number;
  customerEmail: string;
  successUrl: string;
  cancelUrl: string;
  /** The page's language, as Stripe keeps a session's `locale`; missing on sessions stored before. */
  locale?: Language;
}

export interface SandboxCheckoutSession {
  id: string;
  providerAccountId: string;
  orderId: string;
  content: SandboxCheckoutContent;
  status: CheckoutSessionState['status'];
  paymentStatus: 'paid' | 'unpaid';
  expiresAt: Date;
  createdAt: Date;
}

interface Row {
  id: string;
  provider_account_id: string;
  order_id: string;
  request: SandboxCheckoutContent;
  status: CheckoutSessionState['status'];
  payment_status: 'paid' | 'unpaid';
  expires_at: Date;
  created_at: Date;
}

/** The sandbox's payment pages (table `sandbox_checkout_sessions`); every change is a conditional update. */
export class SandboxCheckoutSessions {
  constructor(private readonly uow: UnitOfWork) {}

  /** Stores a new session, or answers the one already stored under the same idempotency key. */
  async create(
    id: string,
    request: CheckoutSessionRequest,
    createdAt: Date,
  ): Promise<SandboxCheckoutSession> {
    const content: SandboxCheckoutContent = {
      orderNumber: request.orderNumber,
      shopName: request.shopName,
      lines: request.lines.map(({ name, unitAmountCents, quantity }) => ({
        name,
        unitAmountCents,
        quantity,
      })),
      totalCents: request.totalCents,
      feeCents: request.feeCents,
      customerEmail: request.customerEmail,
      successUrl: request.successUrl,
      cancelUrl: request.cancelUrl,
      locale: request.locale,
    };
    await this.uow.manager.query(
      `INSERT INTO sandbox_checkout_sessions
         (id, provider_account_id, order_id, request, status, payment_status, expires_at, created_at, idempotency_key)
       VALUES ($1, $2, $3, $4, 'open', 'unpaid', $5, $6, $7)
       ON CONFLICT (idempotency_key) DO NOTHING`,
      [
        id,
        request.providerAccountId,
        request.orderId,
        JSON.stringify(content),
        request.expiresAt,
        createdAt,
        request.idempotencyKey,
      ],
    );
    const rows: Row[] = await this.uow.manager.query(
      'SELECT * FROM sandbox_checkout_sessions WHERE idempotency_key = $1',
      [request.idempotencyKey],
    );
    return fromRow(rows[0]!);
  }

  async find(id: string): Promise<SandboxCheckoutSession | undefined> {
    const rows: Row[] = await this.uow.manager.query(
      'SELECT * FROM sandbox_checkout_sessions WHERE id = $1',
      [id],
    );
    return rows[0] && fromRow(rows[0]);
  }

  /** The session, locked until the current transaction ends. */
  async lock(id: string): Promise<SandboxCheckoutSession | undefined> {
    const rows: Row[] = await this.uow.manager.query(
      'SELECT * FROM sandbox_checkout_sessions WHERE id = $1 FOR UPDATE',
      [id],
    );
    return rows[0] && fromRow(rows[0]);
  }

  /** Pays an open session that has not expired at `now`; undefined when it was not (a replay, or too late). */
  complete(id: string, now: Date): Promise<SandboxCheckoutSession | undefined> {
    return this.change(
      `UPDATE sandbox_checkout_sessions SET status = 'complete', payment_status = 'paid'
       WHERE id = $1 AND status = 'open' AND expires_at > $2 RETURNING *`,
      [id, now],
    );
  }

  /** Ends an open session; undefined when it had already ended. */
  expire(id: string): Promise<SandboxCheckoutSession | undefined> {
    return this.change(
      `UPDATE sandbox_checkout_sessions SET status = 'expired' WHERE id = $1 AND status = 'open' RETURNING *`,
      [id],
    );
  }

  /** The newest sessions of a connected account first. */
  async ofAccount(providerAccountId: string, limit: number): Promise<SandboxCheckoutSession[]> {
    const rows: Row[] = await this.uow.manager.query(
      `SELECT * FROM sandbox_checkout_sessions WHERE provider_account_id = $1
       ORDER BY created_at DESC, id LIMIT $2`,
      [providerAccountId, limit],
    );
    return rows.map(fromRow);
  }

  private async change(update: string, parameters: unknown[]): Promise<SandboxCheckoutSession | undefined> {
    // Wrapped so the driver answers the returned rows alone, as for a SELECT.
    const rows: Row[] = await this.uow.manager.query(
      `WITH changed AS (${update}) SELECT * FROM changed`,
      parameters,
    );
    return rows[0] && fromRow(rows[0]);
  }
}

function fromRow(row: Row): SandboxCheckoutSession {
  return {
    id: row.id,
    providerAccountId: row.provider_account_id,
    orderId: row.order_id,
    content: row.request,
    status: row.status,
    paymentStatus: row.payment_status,
    expiresAt: new Date(row.expires_at),
    createdAt: new Date(row.created_at),
  };
}
