import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Discounts of the three kinds: on products and menus, on a collection, on the whole shop. Composite
 * keys keep every target within the discount's shop; deleting a target removes it from its discounts,
 * and a discount left with nothing to apply to is removed with it.
 */
export class Promotions1768200000000 implements MigrationInterface {
  name = 'Promotions1768200000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE discounts (
        id uuid PRIMARY KEY,
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        discount_type text NOT NULL CHECK (discount_type IN ('ProductMenu', 'Collection', 'Webshop')),
        -- Hundredths of a percent (1250 = 12,5 %): exact, and strictly between 0 and 100 %.
        basis_points integer NOT NULL CHECK (basis_points BETWEEN 1 AND 9999),
        -- The shop's calendar days, both inclusive.
        starts_on date NOT NULL,
        ends_on date NOT NULL,
        collection_id uuid,
        description text NOT NULL DEFAULT '' CHECK (char_length(description) <= 200),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (ends_on > starts_on),
        -- Each kind carries its own target and nothing of the others'.
        CHECK ((discount_type = 'Collection') = (collection_id IS NOT NULL)),
        CHECK ((discount_type = 'Webshop') = (description <> '')),
        -- Target of the join tables' keys, which also hold them to product/menu discounts.
        UNIQUE (account_id, id, discount_type),
        -- Deleting the collection removes its discounts, which would have nothing left to apply to.
        CONSTRAINT discounts_collection_fk FOREIGN KEY (account_id, collection_id)
          REFERENCES collections (account_id, id) ON DELETE CASCADE
      )`);
    await db.query(`CREATE INDEX discounts_account_ends ON discounts (account_id, ends_on)`);
    await db.query(
      `CREATE INDEX discounts_collection ON discounts (account_id, collection_id) WHERE collection_id IS NOT NULL`,
    );
    for (const [table, column, target, targetKey] of [
      ['discount_products', 'product_id', 'products', 'discount_products_product_fk'],
      ['discount_menus', 'menu_id', 'menus', 'discount_menus_menu_fk'],
    ]) {
      await db.query(`
        CREATE TABLE ${table} (
          account_id uuid NOT NULL,
          discount_id uuid NOT NULL,
          discount_type text NOT NULL DEFAULT 'ProductMenu' CHECK (discount_type = 'ProductMenu'),
          ${column} uuid NOT NULL,
          PRIMARY KEY (discount_id, ${column}),
          CONSTRAINT ${table}_discount_fk FOREIGN KEY (account_id, discount_id, discount_type)
            REFERENCES discounts (account_id, id, discount_type) ON DELETE CASCADE,
          CONSTRAINT ${targetKey} FOREIGN KEY (account_id, ${column})
            REFERENCES ${target} (account_id, id) ON DELETE CASCADE
        )`);
      // Deleting a product or menu looks up the discounts naming it.
      await db.query(`CREATE INDEX ${table}_target ON ${table} (account_id, ${column})`);
    }
    // A product/menu discount whose last product or menu is gone is removed. A trigger, so this holds
    // however the row disappears (a deleted product, menu or account cascading, an edit, psql), in the
    // same transaction. Deferred to the commit, so an edit that replaces the whole selection (delete
    // all, insert the new ones) or turns the discount into another kind does not lose it halfway.
    await db.query(`
      CREATE FUNCTION remove_emptied_discount() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM discounts d
        WHERE d.id = OLD.discount_id AND d.discount_type = 'ProductMenu'
          AND NOT EXISTS (SELECT 1 FROM discount_products p WHERE p.discount_id = d.id)
          AND NOT EXISTS (SELECT 1 FROM discount_menus m WHERE m.discount_id = d.id);
        RETURN NULL;
      END
      $$`);
    for (const table of ['discount_products', 'discount_menus']) {
      await db.query(`
        CREATE CONSTRAINT TRIGGER ${table}_emptied AFTER DELETE ON ${table}
          DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION remove_emptied_discount()`);
    }
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE discount_menus');
    await db.query('DROP TABLE discount_products');
    await db.query('DROP FUNCTION remove_emptied_discount()');
    await db.query('DROP TABLE discounts');
  }
}
