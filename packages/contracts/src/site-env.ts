import { z } from 'zod';

// Seed 001 §9: "Environments (local, dev, test, perf, stage, prod) each select different hosts and
// proxy switches (values not shown)". Both apps read SITE_ENV and take their row of this table, so
// the web server and the API never disagree about where a service lives.

export const SITE_ENVS = ['local', 'dev', 'test', 'perf', 'stage', 'prod'] as const;
export const SiteEnvSchema = z.enum(SITE_ENVS);
export type SiteEnv = z.infer<typeof SiteEnvSchema>;
export const DEFAULT_SITE_ENV: SiteEnv = 'local';

/** Which tier of the upstream services an environment talks to. */
export type UpstreamTier = 'self' | 'qa' | 'production';

export interface SiteHosts {
  tier: UpstreamTier;
  /**
   * Origin of the recommendation service ("suggested for you", seed 001 §7 call 5), keyed by page
   * id and visitor id. Empty: this site's own API serves it (`RECOMMENDATIONS_PATH`), reached
   * through the web server's /msapi proxy.
   */
  recommendations: string;
  /** Origin of the /msapi services (content, flags, outages, devices). Empty: this site's API. */
  msapi: string;
  /** Origin of the knowledge-management services (/kmservices). Empty: this site's API. */
  kmservices: string;
  /**
   * The seed's "proxy switch": whether browser calls go through the web server's same-origin
   * proxy (true) or straight to the hosts above (false, which needs CORS on those hosts).
   */
  proxy: boolean;
}

/**
 * Placeholder hosts of the QA and production tiers. The seed does not give its hosts; these are
 * under example.com (RFC 2606), so nothing outside the project can ever answer them. A deployment
 * with real upstream hosts edits this table, in one place for both apps.
 */
const QA: Omit<SiteHosts, 'proxy'> = {
  tier: 'qa',
  recommendations: 'https://recommendations.qa.support.example.com',
  msapi: 'https://api.qa.support.example.com',
  kmservices: 'https://km.qa.support.example.com',
};
const PRODUCTION: Omit<SiteHosts, 'proxy'> = {
  tier: 'production',
  recommendations: 'https://recommendations.support.example.com',
  msapi: 'https://api.support.example.com',
  kmservices: 'https://km.support.example.com',
};

/**
 * The hosts of each environment. Only `local` is what this repository runs by itself: every service
 * is its own API behind the web server's proxy. dev to stage use the QA tier, prod the production
 * tier (the seed's recommendation service has exactly these two); all keep the proxy on, so browsers
 * only ever talk to the site's own origin.
 */
export const SITE_HOSTS: Record<SiteEnv, SiteHosts> = {
  local: { tier: 'self', recommendations: '', msapi: '', kmservices: '', proxy: true },
  dev: { ...QA, proxy: true },
  test: { ...QA, proxy: true },
  perf: { ...QA, proxy: true },
  stage: { ...QA, proxy: true },
  prod: { ...PRODUCTION, proxy: true },
};

/** The environment a SITE_ENV value names; unset or empty is `local`, anything else unknown throws. */
export function parseSiteEnv(value: string | undefined): SiteEnv {
  if (value === undefined || value.trim() === '') return DEFAULT_SITE_ENV;
  const parsed = SiteEnvSchema.safeParse(value.trim().toLowerCase());
  if (!parsed.success) throw new Error(`SITE_ENV must be one of ${SITE_ENVS.join(', ')}`);
  return parsed.data;
}

/** An absolute or same-origin URL of one service in an environment (`path` starts with /). */
export function upstreamUrl(env: SiteEnv, service: 'recommendations' | 'msapi' | 'kmservices', path: string) {
  return `${SITE_HOSTS[env][service]}${path}`;
}
