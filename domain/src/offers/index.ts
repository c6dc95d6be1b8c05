export * from './decide-offer';
export * from './decide-offer-booking';
export * from './model';
export * from './offer-input';
export * from './offer-machine';
export * from './offer-text';
