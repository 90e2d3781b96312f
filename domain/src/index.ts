export * from './messages';
export * from './validation';
export * from './subdomain';
export * from './session';
export * from './money';
export * from './settings';
export * from './scheduling';
export * from './catalog';
