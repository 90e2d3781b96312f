import type { UnitOfWork } from '../../../database/unit-of-work';
import type { RefundRequest } from '../providers/payment-provider';

export interface SandboxRefund {
  id: string;
  sessionId: string;
  amountCents: number;
  refundApplicationFee: boolean;
  metadata: Record<string, string>;
  status: 'pending' | 'succeeded' | 'failed';
  createdAt: Date;
}

interface Row {
  id: string;
  session_id: string;
  amount_cents: string;
  refund_application_fee: boolean;
  metadata: Record<string, string>;
  status: SandboxRefund['status'];
  created_at: Date;
}

/**
 * The sandbox's refunds (table `sandbox_refunds`). A refund is taken with one conditional INSERT:
 * only while the session's payment, less what its other refunds took, still covers it.
 */
export class SandboxRefunds {
  constructor(private readonly uow: UnitOfWork) {}

  /** The refund stored under this idempotency key, if any. */
  async byKey(idempotencyKey: string): Promise<SandboxRefund | undefined> {
    const rows: Row[] = await this.uow.manager.query(
      'SELECT * FROM sandbox_refunds WHERE idempotency_key = $1',
      [idempotencyKey],
    );
    return rows[0] && fromRow(rows[0]);
  }

  /** Stores a succeeded refund of a paid session; undefined when the rest of its payment is too little. */
  async take(id: string, request: RefundRequest, createdAt: Date): Promise<SandboxRefund | undefined> {
    const rows: Row[] = await this.uow.manager.query(
      `WITH taken AS (
         INSERT INTO sandbox_refunds
           (id, session_id, amount_cents, refund_application_fee, metadata, status, created_at, idempotency_key)
         SELECT $1, s.id, $3, $4, $5, 'succeeded', $6, $7 FROM sandbox_checkout_sessions s
         WHERE s.id = $2 AND s.payment_status = 'paid'
           AND (s.request->>'totalCents')::bigint - $3 >= (
             SELECT COALESCE(SUM(r.amount_cents), 0) FROM sandbox_refunds r
             WHERE r.session_id = s.id AND r.status <> 'failed')
         ON CONFLICT (idempotency_key) DO NOTHING
         RETURNING *)
       SELECT * FROM taken`,
      [
        id,
        request.sessionId,
        request.amountCents,
        request.refundApplicationFee,
        JSON.stringify({ orderId: request.orderId, refundId: request.refundId }),
        createdAt,
        request.idempotencyKey,
      ],
    );
    return rows[0] && fromRow(rows[0]);
  }

  /** A connected account's refunds, newest first. */
  async ofAccount(providerAccountId: string, limit: number): Promise<SandboxRefund[]> {
    const rows: Row[] = await this.uow.manager.query(
      `SELECT r.* FROM sandbox_refunds r JOIN sandbox_checkout_sessions s ON s.id = r.session_id
       WHERE s.provider_account_id = $1 ORDER BY r.created_at DESC, r.id LIMIT $2`,
      [providerAccountId, limit],
    );
    return rows.map(fromRow);
  }
}

function fromRow(row: Row): SandboxRefund {
  return {
    id: row.id,
    sessionId: row.session_id,
    amountCents: Number(row.amount_cents),
    refundApplicationFee: row.refund_application_fee,
    metadata: row.metadata,
    status: row.status,
    createdAt: new Date(row.created_at),
  };
}
