export * from './decide-offer';
export * from './model';
export * from './offer-input';
export * from './offer-machine';
export * from './offer-text';
