export * from './model';
export * from './personal-data';
export * from './declaration';
export * from './public-collections';
