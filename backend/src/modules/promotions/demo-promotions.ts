import type { INestApplicationContext } from '@nestjs/common';
import { addDays, type DiscountInput } from '@bestelklaar/domain';
import { Clock } from '../../common/clock';
import { CatalogService } from '../catalog/catalog.service';
import { MenusService } from '../menus/menus.service';
import { PromotionsService } from './promotions.service';

/**
 * Two discounts running from today, so the demo shop shows struck-through prices at once: 10 % on
 * the desserts for a month, and 15 % on the croque monsieur and the Croque-menu for two weeks.
 * Runs after the demo catalog and menus; a missing item is simply left out.
 */
export async function seedDemoDiscounts(app: INestApplicationContext, accountId: string): Promise<void> {
  const promotions = app.get(PromotionsService);
  const catalog = app.get(CatalogService);
  const now = app.get(Clock).now();
  const today = await promotions.todayOf(accountId, now);
  const none = { collectionId: null, productIds: [], menuIds: [], description: '' };

  const desserts = (await catalog.listCollections(accountId)).find(({ name }) => name === 'Desserts');
  if (desserts) {
    const discount: DiscountInput = {
      ...none,
      discountType: 'Collection',
      percent: 10,
      startDate: today,
      endDate: addDays(today, 30),
      collectionId: desserts._id,
    };
    await promotions.createDiscount(accountId, discount, now);
  }

  const croque = (await catalog.listProducts(accountId)).filter(({ name }) => name === 'Croque monsieur');
  // By name: the demo's menus share one creation instant, so "the newest" would be a coin toss.
  const menu = (await app.get(MenusService).listMenus(accountId)).find(({ name }) => name === 'Croque-menu');
  const discount: DiscountInput = {
    ...none,
    discountType: 'ProductMenu',
    percent: 15,
    startDate: today,
    endDate: addDays(today, 14),
    productIds: croque.map(({ _id }) => _id),
    menuIds: menu ? [menu._id] : [],
  };
  if (discount.productIds.length + discount.menuIds.length > 0)
    await promotions.createDiscount(accountId, discount, now);
}
