import 'server-only';
import {
  ALLOCATIONS_PATH,
  type Allocation,
  AllocationsResponseSchema,
  CONTACT_US_FEED_URLS,
  CONTACT_US_REQUEST_TIMEOUT_MS,
  type ContactUsFeed,
  ContactUsFeedResponseSchema,
  type ContactUsLocale,
  type CustomerType,
  isAuthenticated,
  PROFILE_INFO_PATH,
  ProfileInfoResponseSchema,
  parseSiteEnv,
  RECOMMENDATIONS_PATH,
  SITE_HOSTS,
  WEB_SUPPORT_TEAM,
} from '@support/contracts';
import { ApiCallError, apiGet } from '../../server/api.server.ts';
import { API_URL } from '../../server/config.server.ts';
import { type ContactUsConfig, parseContactUsConfig } from './contact-us-config.ts';

// Seed 001 §7 "Contact-us page (server side, on page load)": the content feed and the flags, in
// parallel, with the seed's headers and 20-second time-out, plus the sign-in check of §4. Every
// failure is logged (call, status, code: never a header) and the page renders without that part.

/** Seed 001 §7: the client-id header names this UI (the support pages are the idpSupport app). */
export const CONTACT_US_CLIENT_ID = 'idpSupport';
/**
 * Seed 001 §4: the sign-in check runs only when this cookie is present (ours: the seed does not
 * name it). Its value is forwarded to the profile call, and no other cookie is.
 */
export const SIGN_IN_COOKIE = 'signedIn';
/** RFC 6265 cookie-octets: anything else is not a cookie value we forward. */
const COOKIE_VALUE = /^[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]{1,4096}$/;

export interface ContactUsLoadInput {
  userType: CustomerType;
  locale: ContactUsLocale;
  /** The Basic credential (from the front's x-orc-auth header); sent only when given. */
  orcAuth?: string;
  /** The SIGN_IN_COOKIE value, when the visitor has one. */
  signInCookie?: string;
  /** The visitor's address chain, so the API's per-client limits apply to the visitor. */
  forwardedFor?: string;
}

export interface ContactUsServerData {
  /** Undefined when the feed call failed. */
  feed?: ContactUsFeed;
  /** Undefined when the flags call failed. */
  allocations?: Allocation[];
  /** False without a sign-in cookie, or when the profile call failed. */
  authenticated: boolean;
}

/** Origins of the services the page calls, by SITE_ENV (packages/contracts/src/site-env.ts). */
export interface ContactUsUpstream {
  /** Where the server reaches /msapi (an empty SITE_HOSTS entry means this site's API). */
  msapi: string;
  /** The recommendation service's URL as the browser calls it (seed page prop tdiceApi). */
  tdiceApi: string;
}

export function contactUsUpstream(env: Record<string, string | undefined> = process.env): ContactUsUpstream {
  const hosts = SITE_HOSTS[parseSiteEnv(env.SITE_ENV)];
  return {
    msapi: hosts.msapi || API_URL,
    // Through the web server's proxy (same origin) unless the environment names a host.
    tdiceApi: `${hosts.proxy ? '' : hosts.recommendations}${RECOMMENDATIONS_PATH}`,
  };
}

let config: ContactUsConfig | undefined;
/** The page's settings from the environment, read on first use (a bad value fails that request). */
export function contactUsConfig(): ContactUsConfig {
  config ??= parseContactUsConfig(process.env);
  return config;
}

/** Seed 001 §7: accept, content-type, client-id, and authorization only when orcAuth is given. */
export function contactUsHeaders(orcAuth: string | undefined): Record<string, string> {
  return {
    accept: 'application/json',
    'content-type': 'application/json',
    'client-id': CONTACT_US_CLIENT_ID,
    ...(orcAuth ? { authorization: `Basic ${orcAuth}` } : {}),
  };
}

function logFailure(call: 'content' | 'flags' | 'profile', error: unknown, input: ContactUsLoadInput) {
  const detail =
    error instanceof ApiCallError
      ? { status: error.status, errorCode: error.errorCode }
      : { error: error instanceof Error ? error.name : 'unknown' };
  console.warn(`contact-us ${call} call failed; the page renders without it`, {
    call,
    userType: input.userType,
    locale: input.locale,
    ...detail,
  });
}

/** The feed, the flags and the sign-in state of one page view; never throws. */
export async function loadContactUsData(
  input: ContactUsLoadInput,
  upstream: ContactUsUpstream = contactUsUpstream(),
): Promise<ContactUsServerData> {
  const common = {
    baseUrl: upstream.msapi,
    timeoutMs: CONTACT_US_REQUEST_TIMEOUT_MS,
    forwardedFor: input.forwardedFor,
  };
  const headers = contactUsHeaders(input.orcAuth);
  const feedUrl = `${CONTACT_US_FEED_URLS[input.userType]}&${new URLSearchParams({ locale: input.locale })}`;
  const flagsUrl = `${ALLOCATIONS_PATH}?${new URLSearchParams({ teams: WEB_SUPPORT_TEAM })}`;
  const cookie = input.signInCookie;
  const signInCookie = cookie !== undefined && COOKIE_VALUE.test(cookie) ? cookie : undefined;

  const [feed, allocations, authenticated] = await Promise.all([
    apiGet(feedUrl, ContactUsFeedResponseSchema, { ...common, headers }).then(
      (r) => r['cms-feed'],
      (error: unknown) => {
        logFailure('content', error, input);
        return undefined;
      },
    ),
    apiGet(flagsUrl, AllocationsResponseSchema, { ...common, headers }).then(
      (r) => r.allocations,
      (error: unknown) => {
        logFailure('flags', error, input);
        return undefined;
      },
    ),
    signInCookie === undefined
      ? false
      : apiGet(PROFILE_INFO_PATH, ProfileInfoResponseSchema, {
          ...common,
          headers: { ...headers, cookie: `${SIGN_IN_COOKIE}=${signInCookie}` },
        }).then(isAuthenticated, (error: unknown) => {
          logFailure('profile', error, input);
          return false;
        }),
  ]);
  return { feed, allocations, authenticated };
}
