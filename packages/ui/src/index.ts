export * from './tokens/index.ts';
