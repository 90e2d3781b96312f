import { itemSoldOutController } from './items/item-sold-out.controller';
import { ProductsService } from './products.service';

/** `PUT /api/admin/products/{id}/sold-out`: 'Uitverkocht vandaag'. */
export const AdminProductSoldOutController = itemSoldOutController('products', ProductsService);
