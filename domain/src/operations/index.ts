export * from './operator-actions';
export * from './reports';
export * from './model';
export * from './decide-platform';
export * from './operator-release';
