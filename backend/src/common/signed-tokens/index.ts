export * from './signed-tokens';
