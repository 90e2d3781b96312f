export * from './roles';
export * from './two-factor';
