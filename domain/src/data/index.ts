export * from './model';
export * from './read';
export * from './personal-data';
export * from './declaration';
export * from './public-collections';
