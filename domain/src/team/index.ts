export * from './roles';
export * from './team';
