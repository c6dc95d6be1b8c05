export * from './placement';
