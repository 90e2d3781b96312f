import { Column, CreateDateColumn, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type {
  AllergenCode,
  Cents,
  ContentTranslations,
  DietaryLabel,
  ItemInput,
  OptionGroup,
  VatRate,
} from '@bestelklaar/domain';

/**
 * The columns every item (a product or a menu) has, whichever table it lives in: each kind keeps
 * its own table and adds its own columns, but an item column is declared once.
 */
export abstract class ItemColumns {
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

  /** Percent, included in the price: 6, 12 or 21. */
  @Column({ name: 'vat_rate', type: 'smallint' })
  vatRate: VatRate;

  /** Option groups as the domain reads them, the extras in cents (the API shows euros). */
  @Column({ type: 'jsonb' })
  options: OptionGroup[];

  /** What the item contains (EU 1169/2011), in the domain's order; a menu: its own, its products' apart. */
  @Column({ type: 'text', array: true })
  allergens: AllergenCode[];

  /** What it may contain traces of. */
  @Column({ name: 'may_contain', type: 'text', array: true })
  mayContain: AllergenCode[];

  @Column({ type: 'text', array: true })
  dietary: DietaryLabel[];

  @Column({ name: 'has_image' })
  hasImage: boolean;

  /** Where the current image is stored; null for images stored before each upload had a key of its own. */
  @Column({ name: 'image_key', type: 'text', nullable: true })
  imageKey: string | null;

  /** Raised with every new image and never reset, so each image gets a URL of its own. */
  @Column({ name: 'image_version' })
  imageVersion: number;

  /** 'Maximum per ophaaldag': how many orders may take for one pickup day; null for no maximum. */
  @Column({ name: 'daily_limit', type: 'integer', nullable: true })
  dailyLimit: number | null;

  /** The shop's calendar day the owner marked it 'Uitverkocht vandaag'; an earlier day means nothing. */
  @Column({ name: 'sold_out_on', type: 'date', nullable: true })
  soldOutOn: string | null;

  /** The name and description in French and English, where the owner gave them; `{}` when none. */
  @Column({ type: 'jsonb' })
  translations: ContentTranslations;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/** The item columns an item form sets (the photo's are ItemImages' to set). */
export function itemColumnsOf(input: ItemInput) {
  return {
    name: input.name,
    description: input.description,
    priceCents: input.priceCents,
    vatRate: input.vatRate,
    collectionId: input.collectionId,
    options: input.productOptions,
    allergens: input.allergens,
    mayContain: input.mayContain,
    dietary: input.dietary,
    dailyLimit: input.dailyLimit,
    // A form that sent none keeps the stored ones.
    ...(input.translations && { translations: input.translations }),
  };
}
