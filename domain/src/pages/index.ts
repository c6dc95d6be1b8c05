export * from './kooker-page';
export * from './kooker-page-reader';
export * from './page-data';
export * from './home-reviews';
