export * from './vat-rate';
