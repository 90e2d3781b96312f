import { Column, Entity, PrimaryColumn } from 'typeorm';
import {
  cents,
  type ActorKind,
  type Cents,
  type OrderHistoryMove,
  type OrderState,
} from '@bestelklaar/domain';

/**
 * One line of an order's history, written once (a trigger refuses any change). `actorKind` is
 * 'unknown' for the moves of orders placed before the history was kept.
 */
@Entity('order_history')
export class OrderHistoryEntity {
  @PrimaryColumn({ type: 'bigint', transformer: { to: (v) => v, from: Number } })
  id: number;

  @Column({ name: 'order_id', type: 'uuid' })
  orderId: string;

  @Column({ name: 'account_id', type: 'uuid' })
  accountId: string;

  @Column({ type: 'timestamptz' })
  at: Date;

  @Column({ type: 'text' })
  transition: OrderHistoryMove;

  @Column({ name: 'from_state', type: 'text' })
  fromState: OrderState;

  @Column({ name: 'to_state', type: 'text' })
  toState: OrderState;

  @Column({ type: 'text', nullable: true })
  reason: string | null;

  @Column({
    name: 'amount_cents',
    type: 'bigint',
    nullable: true,
    transformer: {
      to: (v: Cents | null) => v,
      from: (v: string | null) => (v === null ? null : cents(Number(v))),
    },
  })
  amountCents: Cents | null;

  @Column({ name: 'actor_kind', type: 'text' })
  actorKind: ActorKind | 'unknown';

  /** The member's user id; no foreign key, so the line outlives its author. */
  @Column({ name: 'by_user', type: 'uuid', nullable: true })
  byUser: string | null;
}
