import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A fact a context recorded in the same transaction as the change it describes. */
@Entity('domain_events')
export class DomainEventEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column()
  type: string;

  /** The shop it concerns, if any. */
  @Column({ name: 'account_id', type: 'uuid', nullable: true })
  accountId: string | null;

  @Column({ type: 'jsonb' })
  payload: object;

  @Column({ name: 'occurred_at', type: 'timestamptz' })
  occurredAt: Date;
}

/** Which subscriber has handled which event, so a redelivered event changes nothing twice. */
@Entity('handled_events')
export class HandledEventEntity {
  @PrimaryColumn()
  subscriber: string;

  @PrimaryColumn({ name: 'event_id', type: 'uuid' })
  eventId: string;

  @Column({ name: 'handled_at', type: 'timestamptz' })
  handledAt: Date;
}
