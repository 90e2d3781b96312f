import { Module } from '@nestjs/common';
import { StorageModule } from '../../storage';
import { AccountsModule } from '../accounts/accounts.module';
import { CatalogModule } from '../catalog/catalog.module';
import { AdminMenusController } from './admin-menus.controller';
import { MenuListing } from './menu-listing';
import { MenusService } from './menus.service';
import { PublicMenuImagesController } from './public-menu-images.controller';
import { PublicMenusController } from './public-menus.controller';

/**
 * Each shop's menus: bundles of its own products for one price, with options and an image.
 * Tables: menus, menu_products. Reads products and collections through CatalogService, and drops
 * them from its menus when the catalog deletes one (its beforeDeleting hooks).
 */
@Module({
  imports: [StorageModule, AccountsModule, CatalogModule],
  controllers: [AdminMenusController, PublicMenusController, PublicMenuImagesController],
  providers: [MenusService, MenuListing],
  exports: [MenusService],
})
export class MenusModule {}
