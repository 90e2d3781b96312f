import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { ContentTranslations } from '@bestelklaar/domain';

/** A shop's grouping of products (Voorgerechten, Dranken...), in the owner's order. */
@Entity('collections')
export class CollectionEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'account_id', type: 'uuid' })
  accountId: string;

  @Column()
  name: string;

  /** One of the named icons, or an image URL. */
  @Column()
  icon: string;

  @Column({ name: 'sort_order' })
  sortOrder: number;

  /** The name in French and English, where the owner gave it; `{}` when none. */
  @Column({ type: 'jsonb' })
  translations: ContentTranslations;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
