import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** Webhook events already handled; providers deliver at least once, so each is applied once. */
@Entity('processed_payment_events')
export class ProcessedEventEntity {
  @PrimaryColumn({ name: 'event_id' })
  eventId: string;

  @Column()
  type: string;

  @CreateDateColumn({ name: 'received_at', type: 'timestamptz' })
  receivedAt: Date;
}
