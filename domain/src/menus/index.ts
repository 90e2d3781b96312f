export * from './menu-messages';
export * from './menu-products';
export * from './menu-input';
