import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { Cents, OptionGroup, VatRate } from '@bestelklaar/domain';

/** A shop's bundle of its own products for one price (e.g. 'Lunchmenu': soup, sandwich and a drink). */
@Entity('menus')
export class MenuEntity {
  /** Chosen by the server before the insert, so the image can be stored under it in the same step. */
  @PrimaryColumn('uuid')
  id: string;

  @Column({ name: 'account_id', type: 'uuid' })
  accountId: string;

  @Column({ name: 'collection_id', type: 'uuid', nullable: true })
  collectionId: string | null;

  @Column()
  name: string;

  @Column()
  description: string;

  @Column({ name: 'price_cents', type: 'integer' })
  priceCents: Cents;

  /** Percent, VAT included in the price. */
  @Column({ name: 'vat_rate', type: 'smallint' })
  vatRate: VatRate;

  /** The menu's own option groups as the domain reads them (extras in cents), free-text ones included. */
  @Column({ type: 'jsonb' })
  options: OptionGroup[];

  @Column({ name: 'has_image' })
  hasImage: boolean;

  /** Where the current image is stored. */
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
