import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { StorageModule } from '../../storage';
import { AdminCollectionsController } from './admin-collections.controller';
import { AdminProductsController } from './admin-products.controller';
import { CatalogService } from './catalog.service';
import { CollectionEntity } from './collection.entity';
import { CollectionsService } from './collections.service';
import { ProductEntity } from './product.entity';
import { ProductsService } from './products.service';
import { PublicProductImagesController } from './public-product-images.controller';

/** Collections and products of each shop, with the products' photos in object storage. */
@Module({
  imports: [TypeOrmModule.forFeature([CollectionEntity, ProductEntity]), StorageModule],
  controllers: [AdminCollectionsController, AdminProductsController, PublicProductImagesController],
  providers: [CollectionsService, ProductsService, CatalogService],
  exports: [CatalogService],
})
export class CatalogModule {}
