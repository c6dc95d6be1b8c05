export * from './model-samples';
export * from './person-name-samples';
export * from './testing';
