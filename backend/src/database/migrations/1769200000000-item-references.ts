import { MigrationInterface, QueryRunner } from 'typeorm';

/** The composite keys from menus and discounts into another context's rows, as `table.constraint (columns) → target`. */
const REFERENCES = [
  ['menus', 'menus_collection_fk', 'collection_id', 'collections', 'SET NULL (collection_id)'],
  ['menu_products', 'menu_products_product_fk', 'product_id', 'products', 'CASCADE'],
  ['discounts', 'discounts_collection_fk', 'collection_id', 'collections', 'CASCADE'],
  ['discount_products', 'discount_products_product_fk', 'product_id', 'products', 'CASCADE'],
  ['discount_menus', 'discount_menus_menu_fk', 'menu_id', 'menus', 'CASCADE'],
] as const;

/**
 * A reference across contexts keeps the shop's rows within the shop, but no longer decides what a
 * deletion does to the referring context: the owning context's door runs the referrers' hooks in
 * its deleting transaction (menus drop a product, discounts a product, menu or collection). Without
 * a cascade, a deletion that skipped the door fails instead of editing another context's rows.
 */
export class ItemReferences1769200000000 implements MigrationInterface {
  name = 'ItemReferences1769200000000';

  async up(db: QueryRunner): Promise<void> {
    for (const [table, constraint, column, target] of REFERENCES)
      await replace(db, table, constraint, column, target, '');
  }

  async down(db: QueryRunner): Promise<void> {
    for (const [table, constraint, column, target, onDelete] of REFERENCES)
      await replace(db, table, constraint, column, target, `ON DELETE ${onDelete}`);
  }
}

async function replace(
  db: QueryRunner,
  table: string,
  constraint: string,
  column: string,
  target: string,
  onDelete: string,
): Promise<void> {
  await db.query(`ALTER TABLE ${table} DROP CONSTRAINT ${constraint}`);
  await db.query(
    `ALTER TABLE ${table} ADD CONSTRAINT ${constraint} FOREIGN KEY (account_id, ${column})
       REFERENCES ${target} (account_id, id) ${onDelete}`,
  );
}
