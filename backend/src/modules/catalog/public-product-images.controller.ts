import { itemImagesController } from './items/item-images.controller';
import { ProductsService } from './products.service';

/** Product photos: `/api/images/products/{id}?v={version}&w={width}`. */
export const PublicProductImagesController = itemImagesController('products', ProductsService);
