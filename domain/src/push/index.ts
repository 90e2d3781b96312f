export * from './push-subscription';
