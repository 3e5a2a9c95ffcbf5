// The contracts as browser bundles resolve them (package.json "browser" condition): zod's code
// generation is turned off before any schema is built, whichever client module imports the
// contracts first (see zod-browser.ts). Keep the side-effect import first.
import './zod-browser.ts';

export * from './index.ts';
