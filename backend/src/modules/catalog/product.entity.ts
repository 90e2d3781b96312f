import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { Cents, OptionGroupType, VatRate } from '@bestelklaar/domain';
import { CollectionEntity } from './collection.entity';

/** An option group as stored: the domain's, with the extras in integer cents (the API shows euros). */
export interface StoredOptionGroup {
  name: string;
  type: OptionGroupType;
  required: boolean;
  maxSelections?: number;
  options: { name: string; priceCents: Cents }[];
}

@Entity('products')
export class ProductEntity {
  /** Chosen by the server before the insert, so the image can be stored under it in the same step. */
  @PrimaryColumn('uuid')
  id: string;

  @Column({ name: 'account_id', type: 'uuid' })
  accountId: string;

  @Column({ name: 'collection_id', type: 'uuid', nullable: true })
  collectionId: string | null;

  @ManyToOne(() => CollectionEntity, { nullable: true })
  @JoinColumn({ name: 'collection_id' })
  collection: CollectionEntity | null;

  @Column()
  name: string;

  @Column()
  description: string;

  @Column({ name: 'price_cents', type: 'integer' })
  priceCents: Cents;

  /** Null: unlimited. */
  @Column({ name: 'stock_quantity', type: 'integer', nullable: true })
  stockQuantity: number | null;

  /** False: only sold as part of a menu ('Menu item'). */
  @Column({ name: 'sold_alone' })
  soldAlone: boolean;

  /** Percent, included in the price: 6, 12 or 21. */
  @Column({ name: 'vat_rate', type: 'smallint' })
  vatRate: VatRate;

  @Column({ type: 'jsonb' })
  options: StoredOptionGroup[];

  @Column({ name: 'has_image' })
  hasImage: boolean;

  /** Where the current image is stored; null for images stored before each upload had a key of its own. */
  @Column({ name: 'image_key', type: 'text', nullable: true })
  imageKey: string | null;

  /** Raised with every new image and never reset, so each image gets a URL of its own. */
  @Column({ name: 'image_version' })
  imageVersion: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
