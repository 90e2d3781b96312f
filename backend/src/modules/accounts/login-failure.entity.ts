import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One failed (or still unchecked) login for an e-mail from a client; counted per window to refuse guessing. */
@Entity('login_failures')
export class LoginFailureEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column()
  email: string;

  /** The client's address, as the app is configured to read it (see TRUST_PROXY). */
  @Column()
  client: string;

  @Column({ name: 'occurred_at', type: 'timestamptz' })
  occurredAt: Date;
}
