export * from './company';
export * from './reviews-policy';
export * from './terms-text';
export * from './third-parties';
