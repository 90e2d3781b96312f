import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The shop's own text about allergens in French and English beside its Dutch one, as
 * `{ fr: { description }, en: { … } }` like the shop description's: the shop page shows it in the
 * page's language, and Dutch where the owner gave none.
 */
export class AllergenInfoTextTranslations1773700100000 implements MigrationInterface {
  name = 'AllergenInfoTextTranslations1773700100000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE accounts ADD COLUMN allergen_info_text_translations jsonb NOT NULL DEFAULT '{}'::jsonb
                      CHECK (jsonb_typeof(allergen_info_text_translations) = 'object')`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE accounts DROP COLUMN allergen_info_text_translations');
  }
}
