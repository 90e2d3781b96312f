import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One failed login for an e-mail; counted per window to refuse guessing. */
@Entity('login_failures')
export class LoginFailureEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column()
  email: string;

  @Column({ name: 'occurred_at', type: 'timestamptz' })
  occurredAt: Date;
}
