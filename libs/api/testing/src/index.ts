export * from './free-port';
export * from './test-database';
