export * from './messages';
export * from './validation';
export * from './subdomain';
export * from './session';
export * from './money';
