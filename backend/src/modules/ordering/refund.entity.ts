import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Cents, RefundLineChoice } from '@bestelklaar/domain';
import { BIGINT_CENTS } from '../../database/bigint-cents';

export type RefundStatus = 'pending' | 'succeeded' | 'failed';

/** Money given back on an order: recorded pending before the provider is asked, then its outcome. */
@Entity('refunds')
export class RefundEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column({ name: 'account_id', type: 'uuid' })
  accountId: string;

  @Column({ name: 'order_id', type: 'uuid' })
  orderId: string;

  /** The owner's Idempotency-Key, when the request carried one. */
  @Column({ name: 'request_key', type: 'text', nullable: true })
  requestKey: string | null;

  @Column({ name: 'amount_cents', ...BIGINT_CENTS })
  amountCents: Cents;

  @Column({ type: 'jsonb' })
  lines: RefundLineChoice[];

  @Column()
  reason: string;

  @Column({ name: 'cancels_order' })
  cancelsOrder: boolean;

  @Column({ type: 'text' })
  status: RefundStatus;

  @Column({ name: 'provider_refund_id', type: 'text', nullable: true })
  providerRefundId: string | null;

  @Column({ name: 'failure_reason', type: 'text', nullable: true })
  failureReason: string | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** The member who gave it back; null for the customer's own cancel and the system's. */
  @Column({ name: 'by_user', type: 'uuid', nullable: true })
  byUser: string | null;

  @Column({ name: 'settled_at', type: 'timestamptz', nullable: true })
  settledAt: Date | null;
}
