import { Injectable, OnModuleInit } from '@nestjs/common';
import { ActivityLog, type SubjectState } from '../../common/activity';
import { UnitOfWork } from '../../database/unit-of-work';
import { itemFields } from '../catalog';

/** How a menu reads in the shop's activity: an item's fields and its products by name, in order. */
@Injectable()
export class MenuActivity implements OnModuleInit {
  constructor(
    private readonly activity: ActivityLog,
    private readonly uow: UnitOfWork,
  ) {}

  onModuleInit(): void {
    this.activity.describe('menu', (shopId, id) => this.menu(shopId, id));
  }

  private async menu(shopId: string, id: string): Promise<SubjectState | null> {
    const [row] = await this.uow.manager.query(
      `SELECT menu.*, menu.sold_out_on::text AS sold_out_on, collection.name AS collection,
         COALESCE((SELECT json_agg(product.name ORDER BY link.position) FROM menu_products link
           JOIN products product ON product.id = link.product_id WHERE link.menu_id = menu.id), '[]') AS products
       FROM menus menu LEFT JOIN collections collection ON collection.id = menu.collection_id
       WHERE menu.id = $1 AND menu.account_id = $2`,
      [id, shopId],
    );
    if (!row) return null;
    return { name: row.name, fields: { name: row.name, ...itemFields(row), products: row.products } };
  }
}
