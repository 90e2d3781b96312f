import { MigrationInterface, QueryRunner } from 'typeorm';

export class Catalog1767100000000 implements MigrationInterface {
  name = 'Catalog1767100000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE collections (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        name text NOT NULL,
        icon text NOT NULL,
        sort_order integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        -- Target of the products' (account_id, collection_id) key: a product can only join its own shop's collection.
        UNIQUE (account_id, id)
      )`);
    await db.query(
      `CREATE INDEX collections_account_order ON collections (account_id, sort_order, created_at)`,
    );
    await db.query(`
      CREATE TABLE products (
        id uuid PRIMARY KEY,
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        collection_id uuid,
        name text NOT NULL,
        description text NOT NULL DEFAULT '',
        price_cents integer NOT NULL CHECK (price_cents > 0),
        stock_quantity integer CHECK (stock_quantity >= 0),
        sold_alone boolean NOT NULL,
        options jsonb NOT NULL DEFAULT '[]',
        has_image boolean NOT NULL DEFAULT false,
        image_version integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        -- Deleting a collection keeps its products; only their collection is cleared.
        FOREIGN KEY (account_id, collection_id) REFERENCES collections (account_id, id)
          ON DELETE SET NULL (collection_id)
      )`);
    await db.query(
      `CREATE INDEX products_account_created ON products (account_id, created_at DESC, id DESC)`,
    );
    await db.query(
      `CREATE INDEX products_collection ON products (collection_id) WHERE collection_id IS NOT NULL`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE products');
    await db.query('DROP TABLE collections');
  }
}
