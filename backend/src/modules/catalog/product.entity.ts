import { Column, Entity, JoinColumn, ManyToOne } from 'typeorm';
import { ItemColumns } from './items/item-columns';
import { CollectionEntity } from './collection.entity';

/** A product: an item with its stock and 'Apart verkopen'. */
@Entity('products')
export class ProductEntity extends ItemColumns {
  @ManyToOne(() => CollectionEntity, { nullable: true })
  @JoinColumn({ name: 'collection_id' })
  collection: CollectionEntity | null;

  /** Null: unlimited. */
  @Column({ name: 'stock_quantity', type: 'integer', nullable: true })
  stockQuantity: number | null;

  /** False: only sold as part of a menu ('Menu item'). */
  @Column({ name: 'sold_alone' })
  soldAlone: boolean;
}
