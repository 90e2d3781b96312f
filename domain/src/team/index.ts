export * from './roles';
export * from './team';
export * from './two-factor';
