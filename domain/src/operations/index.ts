export * from './operator-actions';
export * from './reports';
