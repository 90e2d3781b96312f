import { MenuActivity } from './menu-activity';
import { Module } from '@nestjs/common';
import { StorageModule } from '../../storage';
import { AccountsModule } from '../accounts/accounts.module';
import { CatalogModule } from '../catalog/catalog.module';
import { AdminMenuSoldOutController } from './admin-menu-sold-out.controller';
import { AdminMenusController } from './admin-menus.controller';
import { MenuListing } from './menu-listing';
import { MenusService } from './menus.service';
import { PublicMenuImagesController } from './public-menu-images.controller';
import { PublicMenusController } from './public-menus.controller';

/**
 * Each shop's menus: bundles of its own products for one price, with options and an image.
 *
 * Tables: menus, menu_products.
 * Door (MenusService): listMenus, listPublicMenus, orderableMenus, publicMenus, menuRefs, createMenu,
 *   updateMenu, removeMenu, markSoldOut, image, beforeDeleting (for discounts that name a menu).
 * Publishes no events; its tables' triggers announce 'menus'. Handles the catalog's deletions
 *   through CatalogService.beforeDeleting: a deleted product leaves its menus, a deleted collection
 *   its menus' collection.
 * Reads from others: products and collections (CatalogService), the launched shop (AccountsService).
 *   Builds on the catalog's item concept (its index.ts): a menu is an item as a product is.
 */
@Module({
  imports: [StorageModule, AccountsModule, CatalogModule],
  controllers: [
    AdminMenusController,
    AdminMenuSoldOutController,
    PublicMenusController,
    PublicMenuImagesController,
  ],
  providers: [MenusService, MenuListing, MenuActivity],
  exports: [MenusService],
})
export class MenusModule {}
