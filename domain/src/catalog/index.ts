export * from './catalog-messages';
export * from './image-messages';
export * from './catalog-limits';
export * from './collection-icons';
export * from './amounts';
export * from './product-fields';
export * from './option-groups';
export * from './item-price';
