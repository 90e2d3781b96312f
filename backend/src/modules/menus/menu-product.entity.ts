import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A product in a menu; deleting the product removes this row (the database's cascade), not the menu. */
@Entity('menu_products')
export class MenuProductEntity {
  @PrimaryColumn({ name: 'menu_id', type: 'uuid' })
  menuId: string;

  @PrimaryColumn({ name: 'product_id', type: 'uuid' })
  productId: string;

  @Column({ name: 'account_id', type: 'uuid' })
  accountId: string;

  /** The order the owner chose the products in, from 0. */
  @Column({ type: 'integer' })
  position: number;
}
