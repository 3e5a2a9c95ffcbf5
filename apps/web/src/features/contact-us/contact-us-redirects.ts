import { type ContactUsServiceInfoEntry, findContactUsService } from '@support/contracts';
import type { ContactUsConfig } from './contact-us-config.ts';
import type { ContactUsPath } from './contact-us-paths.ts';
import { type ContactUsQuery, hasOrcAuth, withoutOrcAuth } from './contact-us-query.ts';

// Seed 001 §2 "Redirects" and §5 "Service selection", in the order they are checked. Every
// Location is built from our own paths and configured URLs; none carries the request's query, so
// orcAuth can never travel in one (ADR 007).

export type ContactUsRedirectReason =
  | 'dial-up'
  | 'satellite-tv-route'
  | 'directv-now'
  | 'att-tv'
  | 'directv'
  | 'unknown-service'
  | 'orc-auth';

export interface ContactUsRedirect {
  location: string;
  /** Seed 001 §2: only /dial-up is permanent. */
  permanent: boolean;
  reason: ContactUsRedirectReason;
}

/** Seed 001 §2: where a /dial-up address goes, permanently. */
export const DIAL_UP_TARGET = '/support';
/** Seed 001 §2: the address parts that redirect. /directv-now is checked before /directv, which it contains. */
export const REDIRECT_MARKS = {
  dialUp: '/dial-up',
  directvNow: '/directv-now',
  attTv: '/att-tv',
  directv: '/directv',
} as const;

export interface ContactUsRouteInput {
  path: ContactUsPath;
  query: ContactUsQuery;
  /** The raw query string as requested ("" or "?…"), to see whether orcAuth is still in it. */
  search?: string;
  config: ContactUsConfig;
  /** The service entries (default the contracts' CONTACT_US_SERVICES). */
  services?: readonly ContactUsServiceInfoEntry[];
}

/**
 * Seed 001 §2's "redirect value" of a /directv-now address: the address up to /directv-now, so
 * `/es-us/support/contact-us/directv-now` goes to `/es-us/support/contact-us/att-tv` (and from there
 * to the streaming TV lander), staying in its audience and language.
 */
export function directvNowRedirectValue(pathName: string): string {
  const at = pathName.toLowerCase().indexOf(REDIRECT_MARKS.directvNow);
  return at === -1 ? pathName : pathName.slice(0, at);
}

/**
 * Where a contact-us request must go instead of rendering, or undefined to render the page.
 * Checks, in order: /dial-up (permanent, to /support); a satellite-TV route of the configured
 * mapping; /directv-now (the redirect value plus /att-tv); /att-tv (streaming TV lander);
 * /directv (satellite TV lander); a service with no page for this audience (the family's landing
 * page); and last an orcAuth still in the address (the same address without it: the web server's
 * front normally removes it before the page runs).
 */
export function contactUsRedirect(input: ContactUsRouteInput): ContactUsRedirect | undefined {
  const { path, query, config } = input;
  const p = path.pathName.toLowerCase();
  if (p.includes(REDIRECT_MARKS.dialUp))
    return { location: DIAL_UP_TARGET, permanent: true, reason: 'dial-up' };

  const route = path.id.join('/').toLowerCase();
  const mapped = route === '' ? undefined : config.satelliteTvRoutes[route];
  if (mapped !== undefined) return { location: mapped, permanent: false, reason: 'satellite-tv-route' };

  if (p.includes(REDIRECT_MARKS.directvNow))
    return {
      location: `${directvNowRedirectValue(path.pathName)}${REDIRECT_MARKS.attTv}`,
      permanent: false,
      reason: 'directv-now',
    };
  if (p.includes(REDIRECT_MARKS.attTv))
    return { location: config.streamingTvLander, permanent: false, reason: 'att-tv' };
  if (p.includes(REDIRECT_MARKS.directv))
    return { location: config.satelliteTvLander, permanent: false, reason: 'directv' };

  if (
    query.service !== undefined &&
    !findContactUsService(query.service, path.family.userType, input.services)
  )
    return { location: path.family.base, permanent: false, reason: 'unknown-service' };

  if (input.search !== undefined && hasOrcAuth(input.search))
    return {
      location: `${path.pathName}${withoutOrcAuth(input.search)}`,
      permanent: false,
      reason: 'orc-auth',
    };
  return undefined;
}
