export * from './decision';
export * from './french-dates';
export * from './french-numbers';
export * from './read';
export * from './rules';
export * from './time';
export * from './validation';
