/**
 * The catalog's door for what other contexts build on rather than call: the item concept. A menu is
 * an item as a product is (the same columns, photo, sold-out route and view, and what ordering reads
 * of it); each kind keeps its own table and door. CatalogModule and CatalogService are the rest.
 */
export { DeletionHooks, type DeletionHook } from './items/deletion-hooks';
export { ItemColumns, itemColumnsOf } from './items/item-columns';
export { ItemImages, imageChangeOf, type ImageChange } from './items/item-images';
export { itemImagesController } from './items/item-images.controller';
export { itemSoldOutController } from './items/item-sold-out.controller';
export { toItemView } from './items/item-view';
export { orderableItemOf, type OrderableItem, type StockProduct } from './items/orderable-item';
export { itemFields } from './catalog-activity';
