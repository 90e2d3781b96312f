import { Module } from '@nestjs/common';
import { StorageModule } from '../../storage';
import { NotificationsModule } from '../notifications/notifications.module';
import { AdminCollectionsController } from './admin-collections.controller';
import { AdminProductsController } from './admin-products.controller';
import { CatalogService } from './catalog.service';
import { CollectionsService } from './collections.service';
import { ProductsService } from './products.service';
import { PublicProductImagesController } from './public-product-images.controller';

/** Collections and products of each shop, with the products' photos in object storage. */
@Module({
  imports: [StorageModule, NotificationsModule],
  controllers: [AdminCollectionsController, AdminProductsController, PublicProductImagesController],
  providers: [CollectionsService, ProductsService, CatalogService],
  exports: [CatalogService],
})
export class CatalogModule {}
