export * from './languages';
export * from './content-translations';
