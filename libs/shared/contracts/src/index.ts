export * from './auth';
export * from './languages';
