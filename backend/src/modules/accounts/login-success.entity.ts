import { Column, Entity, PrimaryColumn } from 'typeorm';

/** How long a client is remembered after logging in on an e-mail; an owner logs in weekly (sessions last 7 days). */
export const RECOGNISED_FOR_MS = 90 * 24 * 60 * 60 * 1000;

/**
 * A client that logged in on an e-mail, and when it last did: while remembered (`RECOGNISED_FOR_MS`)
 * it keeps its own pace on that e-mail, however many strangers fail there.
 */
@Entity('login_successes')
export class LoginSuccessEntity {
  @PrimaryColumn()
  email: string;

  /** The client's address, as the app is configured to read it (see TRUST_PROXY). */
  @PrimaryColumn()
  client: string;

  @Column({ name: 'succeeded_at', type: 'timestamptz' })
  succeededAt: Date;
}
