import { DiscountActivity } from './discount-activity';
import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { CatalogModule } from '../catalog/catalog.module';
import { MenusModule } from '../menus/menus.module';
import { AdminDiscountsController } from './admin-discounts.controller';
import { DiscountListing } from './discount-listing';
import { DiscountReferences } from './discount-references';
import { DiscountStore } from './discount-store';
import { PromotionsService } from './promotions.service';
import { PublicDiscountsController } from './public-discounts.controller';

/**
 * Each shop's discounts: on products and menus, on a collection, or on the whole shop.
 *
 * Tables: discounts, discount_products, discount_menus.
 * Door (PromotionsService): listDiscounts, createDiscount, updateDiscount, removeDiscount,
 *   publicDiscounts, publicDiscountsOfShop, todayOf.
 * Publishes no events; its tables' triggers announce 'discounts'. Handles deletions through the
 *   beforeDeleting hooks of CatalogService and MenusService (DiscountReferences): a deleted product or
 *   menu leaves its discounts, a deleted collection takes its discounts along.
 * Reads from others: item and collection names (CatalogService, MenusService), the launched shop and
 *   its time zone (AccountsService).
 */
@Module({
  imports: [AccountsModule, CatalogModule, MenusModule],
  controllers: [AdminDiscountsController, PublicDiscountsController],
  providers: [PromotionsService, DiscountStore, DiscountListing, DiscountReferences, DiscountActivity],
  exports: [PromotionsService],
})
export class PromotionsModule {}
