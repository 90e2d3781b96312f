import { MigrationInterface, QueryRunner } from 'typeorm';

/** Written out, not imported: a shipped migration must not change with the domain's lists. */
const ALLERGEN_CODES = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soybeans',
  'milk',
  'nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
];
const DIETARY_LABELS = ['vegetarian', 'vegan'];

const ITEM_TABLES = ['products', 'menus'] as const;
const listOf = (codes: readonly string[]) => `ARRAY[${codes.map((code) => `'${code}'`).join(', ')}]::text[]`;

/**
 * What an item contains, may contain traces of and which diets it suits (EU 1169/2011), what an
 * order line contained as ordered, and the shop's own word on its allergen information. Items and
 * lines from before have none: an empty list, which the shop's `allergen_info_complete` qualifies.
 */
export class Allergens1769400000000 implements MigrationInterface {
  name = 'Allergens1769400000000';

  async up(db: QueryRunner): Promise<void> {
    for (const table of ITEM_TABLES)
      await db.query(`
        ALTER TABLE ${table}
          ADD COLUMN allergens text[] NOT NULL DEFAULT '{}' CHECK (allergens <@ ${listOf(ALLERGEN_CODES)}),
          ADD COLUMN may_contain text[] NOT NULL DEFAULT '{}' CHECK (may_contain <@ ${listOf(ALLERGEN_CODES)}),
          ADD COLUMN dietary text[] NOT NULL DEFAULT '{}' CHECK (dietary <@ ${listOf(DIETARY_LABELS)})`);
    await db.query(`ALTER TABLE order_lines ADD COLUMN allergens text[] NOT NULL DEFAULT '{}'`);
    await db.query(`
      ALTER TABLE accounts
        ADD COLUMN allergen_info_complete boolean NOT NULL DEFAULT false,
        ADD COLUMN allergen_info_text text NOT NULL DEFAULT ''`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE accounts DROP COLUMN allergen_info_complete, DROP COLUMN allergen_info_text');
    await db.query('ALTER TABLE order_lines DROP COLUMN allergens');
    for (const table of ITEM_TABLES)
      await db.query(
        `ALTER TABLE ${table} DROP COLUMN allergens, DROP COLUMN may_contain, DROP COLUMN dietary`,
      );
  }
}
