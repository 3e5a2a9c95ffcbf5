export * from './articles.ts';
export * from './errors.ts';
export * from './search.ts';
export * from './services.ts';
