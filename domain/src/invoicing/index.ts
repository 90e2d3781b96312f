export * from './invoice-document';
export * from './invoice-amounts';
export * from './peppol-id';
export * from './invoice-texts';
