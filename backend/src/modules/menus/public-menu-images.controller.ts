import { itemImagesController } from '../catalog';
import { MenusService } from './menus.service';

/** Menu photos: `/api/images/menus/{id}?v={version}&w={width}`. */
export const PublicMenuImagesController = itemImagesController('menus', MenusService);
