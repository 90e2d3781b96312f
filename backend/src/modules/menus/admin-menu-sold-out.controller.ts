import { itemSoldOutController } from '../catalog';
import { MenusService } from './menus.service';

/** `PUT /api/admin/menus/{id}/sold-out`: 'Uitverkocht vandaag'. */
export const AdminMenuSoldOutController = itemSoldOutController('menus', MenusService);
