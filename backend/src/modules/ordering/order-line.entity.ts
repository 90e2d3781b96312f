import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { AllergenCode, Cents, ItemKind, LineTexts, SelectedOptions, VatRate } from '@bestelklaar/domain';

/** One line of an order as it was ordered: a snapshot, so later catalog changes never alter it. */
@Entity('order_lines')
export class OrderLineEntity {
  @PrimaryColumn({ name: 'order_id', type: 'uuid' })
  orderId: string;

  /** The line's place in the cart, from 0. */
  @PrimaryColumn({ type: 'smallint' })
  position: number;

  @Column({ name: 'account_id', type: 'uuid' })
  accountId: string;

  @Column({ name: 'item_id', type: 'uuid' })
  itemId: string;

  @Column({ name: 'item_kind', type: 'text' })
  itemKind: ItemKind;

  /** Dutch, as the shop's own screens (orders, prep list, kitchen ticket, its copy of the mail) read it. */
  @Column()
  name: string;

  /** As the customer chose them (group name → index, indexes or text). */
  @Column({ name: 'selected_options', type: 'jsonb' })
  selectedOptions: SelectedOptions;

  /** The choices as text, with their extra price, e.g. 'Extra's: Kaas + € 0,50'. */
  @Column({ name: 'option_lines', type: 'jsonb' })
  optionLines: string[];

  /** Menus: the names of the products inside when ordered. */
  /** What the line contained as ordered: the item's allergens with its chosen options'. */
  @Column({ type: 'text', array: true })
  allergens: AllergenCode[];

  @Column({ name: 'included_products', type: 'jsonb' })
  includedProducts: string[];

  /**
   * The name, choices and menu products as the customer read them, in the order's language (names
   * translated where the owner had, surcharges written that language's way): what the customer's
   * payment page, order page and mails show. Orders from before it have the Dutch texts.
   */
  @Column({ name: 'customer_texts', type: 'jsonb' })
  customerTexts: LineTexts;

  @Column({ type: 'smallint' })
  quantity: number;

  /** One of this line, options and discount included. */
  @Column({ name: 'unit_price_cents', type: 'integer' })
  unitPriceCents: Cents;

  @Column({ name: 'line_total_cents', type: 'integer' })
  lineTotalCents: Cents;

  @Column({ name: 'vat_rate', type: 'smallint' })
  vatRate: VatRate;

  /** The discount applied, in hundredths of a percent; 0 without one. */
  @Column({ name: 'discount_hundredths', type: 'integer' })
  discountHundredths: number;

  /** What the discount took off this line, VAT included: (full unit − unit) × quantity. */
  @Column({ name: 'discount_cents', type: 'integer' })
  discountCents: Cents;
}
