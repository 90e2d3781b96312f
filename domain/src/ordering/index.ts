export * from './order-state';
export * from './order-views';
export * from './order-messages';
