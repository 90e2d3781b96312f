import { CatalogActivity } from './catalog-activity';
import { Module } from '@nestjs/common';
import { StorageModule } from '../../storage';
import { AccountsModule } from '../accounts/accounts.module';
import { AdminCollectionsController } from './admin-collections.controller';
import { AdminProductSoldOutController } from './admin-product-sold-out.controller';
import { AdminProductsController } from './admin-products.controller';
import { CatalogDeletions } from './catalog-deletions';
import { CatalogService } from './catalog.service';
import { CollectionsService } from './collections.service';
import { ProductsService } from './products.service';
import { PublicProductImagesController } from './public-product-images.controller';
import { PublicProductsController } from './public-products.controller';

/**
 * Collections and products of each shop, with the products' photos in object storage.
 *
 * Tables: collections, products.
 * Door (CatalogService): listCollections, createCollection, collectionRefs, listProducts,
 *   productsSoldAlone, orderableProducts, productSummaries, countProducts, createProduct, beforeDeleting,
 *   takeStock, giveBackStock (ordering claims stock in its order's transaction); and index.ts, the
 *   item concept (items/) that menus build on and ordering reads: what every item kind shares.
 * Publishes no events: contexts that name its rows (menus, discounts) read them through the door
 *   and decide what a deletion means to theirs through beforeDeleting hooks, run in the deleting
 *   transaction. Its tables' triggers announce 'collections' and 'products'.
 * Reads from others: the launched shop behind a subdomain (AccountsService).
 */
@Module({
  imports: [StorageModule, AccountsModule],
  controllers: [
    AdminCollectionsController,
    AdminProductsController,
    AdminProductSoldOutController,
    PublicProductImagesController,
    PublicProductsController,
  ],
  providers: [CollectionsService, ProductsService, CatalogService, CatalogDeletions, CatalogActivity],
  exports: [CatalogService],
})
export class CatalogModule {}
