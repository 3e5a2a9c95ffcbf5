export * from './articles.ts';
export * from './contact-us.ts';
export * from './errors.ts';
export * from './flags.ts';
export * from './search.ts';
export * from './services.ts';
export * from './signals.ts';
export * from './widget-content.ts';
