export * from './search';
export * from './search-facet-shapes';
export * from './search-facets';
export * from './search-params';
export * from './search-query';
export * from './search-query-builder';
export * from './search-reach';
export * from './search-results';
