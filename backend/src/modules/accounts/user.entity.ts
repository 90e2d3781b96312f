import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A person's login; which shops they work in, and as what, are their `memberships` (by SQL). */
@Entity('users')
export class UserEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column()
  name: string;

  /** Unique regardless of case; stored as the domain's normalizeEmail writes it. */
  @Column()
  email: string;

  @Column({ name: 'password_hash' })
  passwordHash: string;

  /** Sessions (tokens) begun at or before this instant no longer count, in any shop; set by a password reset. */
  @Column({ name: 'sessions_valid_after', type: 'timestamptz', nullable: true })
  sessionsValidAfter: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
