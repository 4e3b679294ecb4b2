export * from './free-port';
export * from './test-database';
export * from './mail-inbox';
