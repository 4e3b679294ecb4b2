export * from './lib/shared-contracts';
