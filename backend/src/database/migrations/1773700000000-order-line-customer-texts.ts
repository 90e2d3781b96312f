import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An order line keeps its texts twice: in Dutch (`name`, `option_lines`, `included_products`) for the
 * shop's own screens, and in `customer_texts` as its customer read them, in the order's language, for
 * the customer's payment page, order page and mails. Lines from before were kept in Dutch only, so
 * their customer read the Dutch texts: that is what they get.
 */
export class OrderLineCustomerTexts1773700000000 implements MigrationInterface {
  name = 'OrderLineCustomerTexts1773700000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE order_lines ADD COLUMN customer_texts jsonb');
    await db.query(`UPDATE order_lines SET customer_texts = jsonb_build_object(
                      'name', name, 'optionLines', option_lines, 'includedProducts', included_products)`);
    await db.query(`ALTER TABLE order_lines ALTER COLUMN customer_texts SET NOT NULL,
                      ADD CONSTRAINT order_lines_customer_texts_object CHECK (jsonb_typeof(customer_texts) = 'object')`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE order_lines DROP COLUMN customer_texts');
  }
}
