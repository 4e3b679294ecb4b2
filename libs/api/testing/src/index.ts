export * from './lib/api-testing.module';

