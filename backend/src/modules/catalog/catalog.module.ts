import { Module } from '@nestjs/common';
import { StorageModule } from '../../storage';
import { AccountsModule } from '../accounts/accounts.module';
import { AdminCollectionsController } from './admin-collections.controller';
import { AdminProductsController } from './admin-products.controller';
import { CatalogDeletions } from './catalog-deletions';
import { CatalogService } from './catalog.service';
import { CollectionsService } from './collections.service';
import { ProductsService } from './products.service';
import { PublicProductImagesController } from './public-product-images.controller';
import { PublicProductsController } from './public-products.controller';

/**
 * Collections and products of each shop, with the products' photos in object storage.
 * Tables: collections, products. Contexts that name them (menus, discounts) read them through
 * CatalogService and decide what a deletion means to theirs through its beforeDeleting hooks.
 */
@Module({
  imports: [StorageModule, AccountsModule],
  controllers: [
    AdminCollectionsController,
    AdminProductsController,
    PublicProductImagesController,
    PublicProductsController,
  ],
  providers: [CollectionsService, ProductsService, CatalogService, CatalogDeletions],
  exports: [CatalogService],
})
export class CatalogModule {}
