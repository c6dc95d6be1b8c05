export * from './contact';
export * from './contact-details';
export * from './messaging';
export * from './model';
export * from './free-text';
