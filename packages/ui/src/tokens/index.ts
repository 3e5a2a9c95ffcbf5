export * from './breakpoints.ts';
