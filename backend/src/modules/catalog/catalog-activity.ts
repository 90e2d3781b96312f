import { Injectable, OnModuleInit } from '@nestjs/common';
import { formatEuros, type ActivityValue } from '@bestelklaar/domain';
import { ActivityLog, type SubjectState } from '../../common/activity';
import { UnitOfWork } from '../../database/unit-of-work';

/** An option group as the item's `options` column keeps it. */
interface StoredOptionGroup {
  name: string;
  options?: { name: string; priceCents?: number }[];
}

/** Each group as one line: 'Brood: Wit, Bruin, Meergranen (+€ 0,30)'. */
export function optionLines(groups: StoredOptionGroup[]): string[] {
  return groups.map((group) => {
    const choices = (group.options ?? []).map((choice) =>
      choice.priceCents ? `${choice.name} (+${formatEuros(choice.priceCents / 100)})` : choice.name,
    );
    return choices.length ? `${group.name}: ${choices.join(', ')}` : group.name;
  });
}

/** What both item kinds share in the log, from their rows. */
export function itemFields(row: {
  description: string;
  price_cents: number;
  collection: string | null;
  daily_limit: number | null;
  options: StoredOptionGroup[];
  allergens: string[];
  sold_out_on: string | null;
  image_version: string | number | null;
  has_image: boolean;
}): Record<string, ActivityValue> {
  return {
    description: row.description,
    priceCents: row.price_cents,
    collection: row.collection,
    dailyLimit: row.daily_limit,
    options: optionLines(row.options),
    allergens: [...row.allergens].sort(),
    soldOutOn: row.sold_out_on,
    image: row.has_image ? String(row.image_version ?? 1) : null,
  };
}

/** How the catalogue's products and collections read in the shop's activity. */
@Injectable()
export class CatalogActivity implements OnModuleInit {
  constructor(
    private readonly activity: ActivityLog,
    private readonly uow: UnitOfWork,
  ) {}

  onModuleInit(): void {
    this.activity.describe('product', (shopId, id) => this.product(shopId, id));
    this.activity.describe('collection', (shopId, id) => this.collection(shopId, id));
    this.activity.describe('collection-order', (shopId) => this.collectionOrder(shopId));
  }

  private async product(shopId: string, id: string): Promise<SubjectState | null> {
    const [row] = await this.uow.manager.query(
      `SELECT product.*, product.sold_out_on::text AS sold_out_on, collection.name AS collection
       FROM products product LEFT JOIN collections collection ON collection.id = product.collection_id
       WHERE product.id = $1 AND product.account_id = $2`,
      [id, shopId],
    );
    if (!row) return null;
    return {
      name: row.name,
      fields: {
        name: row.name,
        ...itemFields(row),
        soldAlone: row.sold_alone,
        stockQuantity: row.stock_quantity,
      },
    };
  }

  private async collection(shopId: string, id: string): Promise<SubjectState | null> {
    const [row] = await this.uow.manager.query(
      'SELECT name, icon FROM collections WHERE id = $1 AND account_id = $2',
      [id, shopId],
    );
    return row ? { name: row.name, fields: { name: row.name, icon: row.icon } } : null;
  }

  private async collectionOrder(shopId: string): Promise<SubjectState> {
    const rows: { name: string }[] = await this.uow.manager.query(
      'SELECT name FROM collections WHERE account_id = $1 ORDER BY sort_order, created_at',
      [shopId],
    );
    return { name: 'Collecties', fields: { order: rows.map((row) => row.name) } };
  }
}
