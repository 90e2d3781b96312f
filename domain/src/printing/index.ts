export * from './printers';
export * from './cloudprnt';
