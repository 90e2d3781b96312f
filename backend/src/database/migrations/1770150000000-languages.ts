import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A shop speaks Dutch, French and English to its customers (domain/src/i18n). Content keeps its
 * Dutch text in its own columns and the owner's other languages beside it, as
 * `{ fr: { name, description }, en: { … } }` (option groups and choices carry theirs inside the
 * items' options); the shop has a default language for customers whose browser names none it
 * speaks; an order keeps the language it was placed in, for every later mail.
 */
export class Languages1770150000000 implements MigrationInterface {
  name = 'Languages1770150000000';

  async up(db: QueryRunner): Promise<void> {
    for (const table of ['products', 'menus', 'collections', 'discounts']) {
      await db.query(`ALTER TABLE ${table} ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'::jsonb
                        CHECK (jsonb_typeof(translations) = 'object')`);
    }
    await db.query(`
      ALTER TABLE accounts
        ADD COLUMN shop_description_translations jsonb NOT NULL DEFAULT '{}'::jsonb
          CHECK (jsonb_typeof(shop_description_translations) = 'object'),
        ADD COLUMN default_language text NOT NULL DEFAULT 'nl' CHECK (default_language IN ('nl', 'fr', 'en'))`);
    await db.query(`ALTER TABLE orders ADD COLUMN language text NOT NULL DEFAULT 'nl'
                      CHECK (language IN ('nl', 'fr', 'en'))`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE orders DROP COLUMN language');
    await db.query(
      'ALTER TABLE accounts DROP COLUMN shop_description_translations, DROP COLUMN default_language',
    );
    for (const table of ['products', 'menus', 'collections', 'discounts']) {
      await db.query(`ALTER TABLE ${table} DROP COLUMN translations`);
    }
  }
}
