import { z } from 'zod';

/**
 * Import this module for its effect, before any other contracts module, in code that runs in the
 * browser (the answer widget's client entry does): there, zod must never compile parsers with
 * `new Function`. zod 4 decides when a schema is built, and its first object schema probes
 * `Function('')`; under the site's CSP (no 'unsafe-eval') the probe fails quietly but the browser
 * reports a script-src eval violation on every page that loads the schemas. Servers keep the JIT.
 */
export function disableZodCodegenInBrowser(global: object = globalThis): boolean {
  if (!('window' in global)) return false;
  z.config({ jitless: true });
  return true;
}

/** Whether this module turned zod's code generation off (in a browser, on import). */
export const ZOD_JITLESS = disableZodCodegenInBrowser();
