export * from './search';
export * from './search-facets';
export * from './search-params';
export * from './search-query';
export * from './search-query-builder';
export * from './search-reach';
export * from './search-ranking';
export * from './search-results';
