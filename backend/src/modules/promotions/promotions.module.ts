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
 * Tables: discounts, discount_products, discount_menus. Reads names through CatalogService and
 * MenusService, and drops deleted items through their beforeDeleting hooks (DiscountReferences).
 */
@Module({
  imports: [AccountsModule, CatalogModule, MenusModule],
  controllers: [AdminDiscountsController, PublicDiscountsController],
  providers: [PromotionsService, DiscountStore, DiscountListing, DiscountReferences],
  exports: [PromotionsService],
})
export class PromotionsModule {}
