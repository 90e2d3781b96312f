export * from './order-state';
export * from './order-views';
export * from './order-messages';
export * from './phone';
export * from './order-lines';
export * from './parse-order-payload';
export * from './platform-fee';
export * from './order-moves';
