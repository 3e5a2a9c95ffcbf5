import 'server-only';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import {
  contactUsConfig,
  contactUsUpstream,
  loadContactUsData,
  SIGN_IN_COOKIE,
} from './contact-us.server.ts';
import { type ContactUsBasePath, type ContactUsPath, contactUsPath } from './contact-us-paths.ts';
import { type ContactUsPageProps, contactUsPageProps } from './contact-us-props.ts';
import {
  type ContactUsQuery,
  ORC_AUTH_HEADER,
  orcAuthValue,
  parseContactUsQuery,
} from './contact-us-query.ts';
import { type ContactUsRedirect, contactUsRedirect } from './contact-us-redirects.ts';

/** What Next hands a contact-us page file. */
export interface ContactUsRouteArgs {
  params: Promise<{ id?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export type ContactUsRequest =
  | { kind: 'redirect'; redirect: ContactUsRedirect }
  | { kind: 'page'; path: ContactUsPath; query: ContactUsQuery };

/** The raw query as the page sees it, to tell whether orcAuth is still in the address. */
function searchOf(params: Record<string, string | string[] | undefined>): string {
  const s = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) for (const one of [v ?? []].flat()) s.append(k, one);
  const text = s.toString();
  return text === '' ? '' : `?${text}`;
}

/** The request resolved onto the page: where to redirect, or what to render. */
export async function resolveContactUsRequest(
  base: ContactUsBasePath,
  args: ContactUsRouteArgs,
): Promise<ContactUsRequest> {
  const [{ id = [] }, searchParams] = await Promise.all([args.params, args.searchParams]);
  const path = contactUsPath(base, id);
  const query = parseContactUsQuery(searchParams);
  const redirect = contactUsRedirect({
    path,
    query,
    search: searchOf(searchParams),
    config: contactUsConfig(),
  });
  return redirect ? { kind: 'redirect', redirect } : { kind: 'page', path, query };
}

/**
 * One load per request, shared by the page and its metadata (React's per-request cache keys on
 * these primitive arguments).
 */
const loadOnce = cache(
  (
    userType: ContactUsPath['family']['userType'],
    locale: ContactUsPath['family']['locale'],
    orcAuth: string | undefined,
    signInCookie: string | undefined,
    forwardedFor: string | undefined,
  ) => loadContactUsData({ userType, locale, orcAuth, signInCookie, forwardedFor }),
);

/** The page props of a request that renders: the server-side calls, then seed 001 §3's props. */
export async function contactUsPagePropsFor(
  path: ContactUsPath,
  query: ContactUsQuery,
): Promise<ContactUsPageProps> {
  const [h, c] = await Promise.all([headers(), cookies()]);
  // The front (ADR 007) moved orcAuth here from the address; nothing else sets this header.
  const orcAuth = orcAuthValue(h.get(ORC_AUTH_HEADER));
  const data = await loadOnce(
    path.family.userType,
    path.family.locale,
    orcAuth,
    c.get(SIGN_IN_COOKIE)?.value,
    h.get('x-forwarded-for') ?? undefined,
  );
  return contactUsPageProps({
    path,
    query,
    feed: data.feed,
    allocations: data.allocations,
    authenticated: data.authenticated,
    tdiceApi: contactUsUpstream().tdiceApi,
  });
}
