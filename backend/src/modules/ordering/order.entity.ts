import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Cents, Language, OrderState } from '@bestelklaar/domain';
import { BIGINT_CENTS } from '../../database/bigint-cents';

/** A customer's order at one shop: who, when to pick up, what it costs, and where its payment stands. */
@Entity('orders')
export class OrderEntity {
  /** Chosen by the server before the insert. */
  @PrimaryColumn('uuid')
  id: string;

  @Column({ name: 'account_id', type: 'uuid' })
  accountId: string;

  /** The number the customer and the kitchen say out loud: counted per shop by the database, from 1. */
  @Column({ type: 'bigint', insert: false, update: false, transformer: { to: (v) => v, from: Number } })
  number: number;

  @Column({ type: 'text' })
  state: OrderState;

  @Column({ name: 'customer_name' })
  customerName: string;

  /** E.164, e.g. +32470123456. */
  @Column({ name: 'customer_phone' })
  customerPhone: string;

  @Column({ name: 'customer_email' })
  customerEmail: string;

  /** The language the customer ordered in: every later mail, the calendar file and the payment page speak it. */
  @Column({ type: 'text' })
  language: Language;

  /** `YYYY-MM-DD` in the shop's time zone. */
  @Column({ name: 'pickup_date', type: 'date' })
  pickupDate: string;

  /** `HH:mm`: the piece of the pickup slot the customer chose. */
  @Column({ name: 'slot_start' })
  slotStart: string;

  @Column({ name: 'slot_end' })
  slotEnd: string;

  @Column({ name: 'total_cents', ...BIGINT_CENTS })
  totalCents: Cents;

  @Column({ name: 'discount_cents', ...BIGINT_CENTS })
  discountCents: Cents;

  /** The platform's commission, computed when the order was placed. */
  @Column({ name: 'fee_cents', ...BIGINT_CENTS })
  feeCents: Cents;

  /** True while the order counts in its slot piece's claim (from creation until it expires). */
  @Column({ name: 'holds_place' })
  holdsPlace: boolean;

  @Column({ name: 'payment_provider', type: 'text' })
  paymentProvider: 'stripe' | 'sandbox';

  /** The shop's connected account at the provider. */
  @Column({ name: 'payment_account_id' })
  paymentAccountId: string;

  @Column({ name: 'payment_session_id', type: 'text', nullable: true })
  paymentSessionId: string | null;

  @Column({ name: 'payment_url', type: 'text', nullable: true })
  paymentUrl: string | null;

  @Column({ name: 'payment_expires_at', type: 'timestamptz' })
  paymentExpiresAt: Date;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'paid_at', type: 'timestamptz', nullable: true })
  paidAt: Date | null;

  @Column({ name: 'ready_at', type: 'timestamptz', nullable: true })
  readyAt: Date | null;

  @Column({ name: 'picked_up_at', type: 'timestamptz', nullable: true })
  pickedUpAt: Date | null;

  @Column({ name: 'expired_at', type: 'timestamptz', nullable: true })
  expiredAt: Date | null;

  @Column({ name: 'cancelled_at', type: 'timestamptz', nullable: true })
  cancelledAt: Date | null;

  /** Cancelled by its customer on the order's page, not by the shop. */
  @Column({ name: 'cancelled_by_customer', insert: false })
  cancelledByCustomer: boolean;

  /** The shop's reason, told to the customer. */
  @Column({ name: 'cancel_reason', type: 'text', nullable: true })
  cancelReason: string | null;

  /** What the order's refunds claim, pending and settled (a failed one gives its amount back). */
  @Column({ name: 'refunded_cents', ...BIGINT_CENTS, insert: false, update: false })
  refundedCents: Cents;

  /** A hash of the client the order was placed from (it counts among that client's unpaid orders). */
  @Column({ name: 'held_by_client', type: 'text', nullable: true })
  heldByClient: string | null;

  /** The hash of the order's secret (see order-access.ts); null for orders from before it existed. */
  @Column({ name: 'access_key_hash', type: 'text', nullable: true })
  accessKeyHash: string | null;

  /** 'Gezien': when someone at the shop saw the paid order (or the system, where the shop confirms by itself). */
  @Column({ name: 'acknowledged_at', type: 'timestamptz', nullable: true })
  acknowledgedAt: Date | null;

  /** The member who tapped 'Gezien'; null with a moment: the system. No reference: the order outlives the person. */
  @Column({ name: 'acknowledged_by', type: 'uuid', nullable: true })
  acknowledgedBy: string | null;

  /** From its payment, by the shop's 'Herinnering na … minuten': when an unseen order reaches the shop another way. */
  @Column({ name: 'remind_at', type: 'timestamptz', nullable: true })
  remindAt: Date | null;

  /** From its payment, where the shop wants it: when the order, still unseen, is cancelled by itself. */
  @Column({ name: 'auto_cancel_at', type: 'timestamptz', nullable: true })
  autoCancelAt: Date | null;

  /** The reminder's claim: set once, by the sweep that announced the order was not seen. */
  @Column({ name: 'not_seen_notified_at', type: 'timestamptz', nullable: true })
  notSeenNotifiedAt: Date | null;

  /** Set when the retention job replaced the customer's name, phone and e-mail. */
  @Column({ name: 'anonymised_at', type: 'timestamptz', nullable: true })
  anonymisedAt: Date | null;
}
