export * from './model';
export * from './read';
export * from './personal-data';
