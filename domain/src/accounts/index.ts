export * from './accounts';
export * from './model';
export * from './person-name';
export * from './phone';
export * from './user-profile';
