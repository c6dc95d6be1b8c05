export * from './kooker-page';
export * from './page-data';
