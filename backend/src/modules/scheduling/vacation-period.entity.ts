import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A closed period of a shop; both bounds are closed calendar days ('YYYY-MM-DD'). */
@Entity('vacation_periods')
export class VacationPeriodEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'account_id', type: 'uuid' })
  accountId: string;

  @Column({ name: 'starts_on', type: 'date' })
  startsOn: string;

  @Column({ name: 'ends_on', type: 'date' })
  endsOn: string;

  @Column({ type: 'text' })
  reason: string;

  /** 'Bestellingen voor na de vakantie toelaten'. */
  @Column({ name: 'allow_pre_orders' })
  allowPreOrders: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
