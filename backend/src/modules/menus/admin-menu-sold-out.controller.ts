import { itemSoldOutController } from '../../common/items/item-sold-out.controller';
import { MenusService } from './menus.service';

/** `PUT /api/admin/menus/{id}/sold-out`: 'Uitverkocht vandaag'. */
export const AdminMenuSoldOutController = itemSoldOutController('menus', MenusService);
