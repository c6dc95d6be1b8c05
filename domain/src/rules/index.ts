export * from './french-numbers';
export * from './rules';
export * from './time';
export * from './validation';
