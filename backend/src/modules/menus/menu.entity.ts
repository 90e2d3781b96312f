import { Entity } from 'typeorm';
import { ItemColumns } from '../catalog';

/**
 * A shop's bundle of its own products for one price (e.g. 'Lunchmenu': soup, sandwich and a drink):
 * an item whose products are its menu_products rows. Its option groups may include free-text ones.
 */
@Entity('menus')
export class MenuEntity extends ItemColumns {}
