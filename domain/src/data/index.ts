export * from './model';
export * from './read';
