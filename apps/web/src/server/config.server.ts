import 'server-only';

/** Where the web server reaches the API (server side only; the browser uses this origin's /search and /msapi). */
export const API_URL = (process.env.API_URL ?? 'http://127.0.0.1:4000').replace(/\/$/, '');
/** Public origin of the site, for canonical links and structured data. */
export const SITE_URL = (process.env.SITE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(
  /\/$/,
  '',
);
/** Server-side calls to the API give up after this long. */
export const API_TIMEOUT_MS = 10_000;
