import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Menus: a shop's bundles of its own products for one price, with option groups and an image like a
 * product's. Composite keys make a menu of another shop's products or collection impossible.
 */
export class Menus1768100000000 implements MigrationInterface {
  name = 'Menus1768100000000';

  async up(db: QueryRunner): Promise<void> {
    // Target of the (account_id, product_id) keys of menus and discounts: only a shop's own products.
    await db.query(`ALTER TABLE products ADD CONSTRAINT products_account_id_id_key UNIQUE (account_id, id)`);
    await db.query(`
      CREATE TABLE menus (
        id uuid PRIMARY KEY,
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        collection_id uuid,
        name text NOT NULL,
        description text NOT NULL DEFAULT '',
        price_cents integer NOT NULL CHECK (price_cents > 0),
        vat_rate smallint NOT NULL DEFAULT 6 CHECK (vat_rate IN (6, 12, 21)),
        options jsonb NOT NULL DEFAULT '[]',
        has_image boolean NOT NULL DEFAULT false,
        image_version integer NOT NULL DEFAULT 0,
        image_key text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (account_id, id),
        -- Deleting a collection keeps its menus; only their collection is cleared.
        CONSTRAINT menus_collection_fk FOREIGN KEY (account_id, collection_id)
          REFERENCES collections (account_id, id) ON DELETE SET NULL (collection_id)
      )`);
    await db.query(`CREATE INDEX menus_account_created ON menus (account_id, created_at DESC, id DESC)`);
    await db.query(
      `CREATE INDEX menus_collection ON menus (account_id, collection_id) WHERE collection_id IS NOT NULL`,
    );
    await db.query(`
      CREATE TABLE menu_products (
        account_id uuid NOT NULL,
        menu_id uuid NOT NULL,
        product_id uuid NOT NULL,
        position integer NOT NULL CHECK (position >= 0),
        PRIMARY KEY (menu_id, product_id),
        CONSTRAINT menu_products_menu_fk FOREIGN KEY (account_id, menu_id)
          REFERENCES menus (account_id, id) ON DELETE CASCADE,
        -- Deleting a product takes it out of its menus; a menu left empty stays, hidden from the shop.
        CONSTRAINT menu_products_product_fk FOREIGN KEY (account_id, product_id)
          REFERENCES products (account_id, id) ON DELETE CASCADE
      )`);
    // Deleting a product looks up the menus holding it.
    await db.query(`CREATE INDEX menu_products_product ON menu_products (account_id, product_id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE menu_products');
    await db.query('DROP TABLE menus');
    await db.query('ALTER TABLE products DROP CONSTRAINT products_account_id_id_key');
  }
}
