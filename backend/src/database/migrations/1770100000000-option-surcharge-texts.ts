import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Order lines keep their options as the text the receipt printed. Before this, a surcharge read
 * 'Kaas (+€0.50)'; now 'Kaas + € 0,50' (non-breaking spaces, as `formatSurcharge` writes it). The old
 * texts are rewritten too, so the prep list counts one option once instead of once per spelling.
 */
export class OptionSurchargeTexts1770100000000 implements MigrationInterface {
  name = 'OptionSurchargeTexts1770100000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      UPDATE order_lines
         SET option_lines = (
               SELECT jsonb_agg(regexp_replace(line, ' \\(\\+€(\\d+)\\.(\\d{2})\\)', ' +' || chr(160) || '€' || chr(160) || '\\1,\\2', 'g')
                                ORDER BY position)
                 FROM jsonb_array_elements_text(option_lines) WITH ORDINALITY AS lines(line, position))
       WHERE option_lines::text LIKE '%(+€%'`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      UPDATE order_lines
         SET option_lines = (
               SELECT jsonb_agg(regexp_replace(line, ' \\+' || chr(160) || '€' || chr(160) || '(\\d+),(\\d{2})', ' (+€\\1.\\2)', 'g')
                                ORDER BY position)
                 FROM jsonb_array_elements_text(option_lines) WITH ORDINALITY AS lines(line, position))
       WHERE option_lines::text LIKE '%+' || chr(160) || '€%'`);
  }
}
