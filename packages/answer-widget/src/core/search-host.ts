/**
 * Seed 000 §7: "all hosts come from a search-host helper": the search API origin is chosen from
 * the page's host. Which hosts are production, final stage, stage or dev is deployment
 * configuration, so the table is data; the default table is empty and every page talks to its own
 * origin (ADR 002: the web server proxies /search and /msapi), which means relative URLs.
 */

export type SearchEnvironment = 'production' | 'final-stage' | 'stage' | 'dev';

export interface SearchHostRule {
  environment: SearchEnvironment;
  /** True when a page on this host (lower case, no port) uses this rule's origin. */
  matches: (host: string) => boolean;
  /** The search API origin, e.g. `https://search.example.com` (no trailing slash). */
  origin: string;
}

/** The site's own origin: calls go to relative URLs. */
export const SAME_ORIGIN = '';

/**
 * The usual table for a site served under one production domain: `*.dev.<domain>` and
 * `*.stage.<domain>` pages use their environment's API, `*.final.<domain>` the final stage, and
 * `<domain>` or any other `*.<domain>` production. Environments left out of `origins` keep the
 * page's own origin. The more specific labels are tried first, as stage hosts end in the
 * production domain too.
 */
export function searchHostRules(
  productionDomain: string,
  origins: Partial<Record<SearchEnvironment, string>>,
): SearchHostRule[] {
  const domain = productionDomain.toLowerCase().replace(/^\.+/, '');
  const underDomain = (host: string) => host === domain || host.endsWith(`.${domain}`);
  const label = (name: string) => (host: string) => underDomain(host) && host.split('.').includes(name);
  const candidates: [SearchEnvironment, (host: string) => boolean][] = [
    ['dev', label('dev')],
    ['stage', label('stage')],
    ['final-stage', label('final')],
    ['production', underDomain],
  ];
  return candidates.flatMap(([environment, matches]) => {
    const origin = origins[environment];
    return origin === undefined ? [] : [{ environment, matches, origin: trimOrigin(origin) }];
  });
}

/**
 * The search API origin for a page host. An explicit `override` (the widget's `searchHost` prop)
 * wins; otherwise the first matching rule; otherwise the page's own origin (empty string).
 */
export function searchHost(
  pageHost: string | undefined,
  rules: readonly SearchHostRule[] = [],
  override?: string,
): string {
  if (override !== undefined) return trimOrigin(override);
  const host = (pageHost ?? '').toLowerCase().replace(/:\d+$/, '');
  if (host === '') return SAME_ORIGIN;
  return rules.find((r) => r.matches(host))?.origin ?? SAME_ORIGIN;
}

/** The page's host in the browser, undefined on the server. */
export function pageHost(): string | undefined {
  return typeof location === 'undefined' ? undefined : location.hostname;
}

const trimOrigin = (origin: string) => origin.trim().replace(/\/+$/, '');
