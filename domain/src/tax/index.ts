export * from './dac7-report';
export * from './model';
export * from './statement-input';
export * from './tax-profile';
