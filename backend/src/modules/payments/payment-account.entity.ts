import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** A shop's connected account at the payment provider, and what the provider last told us about it. */
@Entity('payment_accounts')
export class PaymentAccountEntity {
  @PrimaryColumn('uuid', { name: 'account_id' })
  accountId: string;

  @Column()
  provider: 'stripe' | 'sandbox';

  @Column({ name: 'provider_account_id' })
  providerAccountId: string;

  @Column({ name: 'charges_enabled' })
  chargesEnabled: boolean;

  @Column({ name: 'details_submitted' })
  detailsSubmitted: boolean;

  /** When the provider created the event behind the state above; older events change nothing. */
  @Column({ name: 'state_event_at', type: 'timestamptz', nullable: true })
  stateEventAt: Date | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
