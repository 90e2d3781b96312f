export * from './discount-messages';
export * from './discount-fields';
export * from './discount-input';
export * from './discount-status';
export * from './running-webshop-discount';
