export * from './roles';
export * from './team';
export * from './two-factor';
export * from './shops';
export * from './activity';
