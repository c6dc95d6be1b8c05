export * from './communes';
