export * from './languages';
export * from './content-translations';
export * from './customer-messages';
export * from './language-query';
export * from './parse-content-translations';
export * from './localized-storefront';
export * from './translations-field';
export * from './text-tables';
