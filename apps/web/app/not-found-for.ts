// A page that calls notFound() is rendered again by the web server's front from the missing-page
// route (server/not-found.ts): the framework's own not-found answer is only filled in by the
// browser. This header tells that route which address was missing, so it names the way back.

/** Set by the front on its second request only; a visitor's own is removed. */
export const NOT_FOUND_FOR_HEADER = 'x-support-not-found-for';

/** The missing-page route (app/internal/missing-page): always answered with a 404 by the front. */
export const MISSING_PAGE_PATH = '/internal/missing-page';

/**
 * The refused-address route (app/internal/bad-address): a browser asking for a page at an address
 * the front refuses (too long, or not decodable) gets this page with the refusal's status, rather
 * than the error contract's JSON, which is for programs. `reason`: too-long or unreadable.
 */
export const BAD_ADDRESS_PATH = '/internal/bad-address';
