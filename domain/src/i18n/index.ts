export * from './languages';
export * from './content-translations';
export * from './customer-messages';
