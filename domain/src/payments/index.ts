export * from './shop-country';
