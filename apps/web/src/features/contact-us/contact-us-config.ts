import { z } from 'zod';

// The contact-us page's deployment settings (docs/decisions/007-contact-us-routing.md lists them).
// Seed 001 §2 names the landers and a satellite-TV route mapping without their values; the
// defaults here are ours and point at this site's own search pages, so a fresh checkout never
// sends a visitor off-site. A deployment points them at the real landers through the environment.

/** Where a redirect may go: a path on this site or an https address (never javascript:, //host). */
const RedirectTarget = z
  .string()
  .trim()
  .max(2000)
  .refine(
    (v) => /^\/(?!\/)[^\s\\]*$/.test(v) || /^https:\/\/[^/\s\\]+(\/\S*)?$/.test(v),
    'must be a site path (/…) or an https URL',
  );

/** A route of the mapping: the `{id}` part after a contact-us base, e.g. `directv/billing`. */
const RouteKey = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9_-]+(\/[a-z0-9_-]+)*$/, 'must be path segments like directv/billing');

export const SatelliteTvRoutesSchema = z.record(RouteKey, RedirectTarget);

/** Ours: the satellite-TV topics we send to the satellite support site (seed 001 §2, contents not shown). */
export const DEFAULT_SATELLITE_TV_ROUTES: Record<string, string> = {
  'directv/billing': '/search?q=satellite%20TV%20bill',
  'directv/equipment': '/search?q=satellite%20TV%20receiver',
  'directv/programming': '/search?q=satellite%20TV%20channels',
};

export const CONTACT_US_CONFIG_DEFAULTS = {
  /** Seed 001 §2 "the streaming TV lander" (ours: this site's search for streaming TV). */
  streamingTvLander: '/search?q=streaming%20TV',
  /** Seed 001 §2 "the satellite TV lander" (ours: this site's search for satellite TV). */
  satelliteTvLander: '/search?q=satellite%20TV',
  satelliteTvRoutes: DEFAULT_SATELLITE_TV_ROUTES,
} as const;

const EnvSchema = z.object({
  CONTACT_US_STREAMING_TV_LANDER: RedirectTarget.optional(),
  CONTACT_US_SATELLITE_TV_LANDER: RedirectTarget.optional(),
  /** A JSON object: route → URL. Replaces the default table (it is not merged). */
  CONTACT_US_SATELLITE_TV_ROUTES: z.string().optional(),
});

export interface ContactUsConfig {
  streamingTvLander: string;
  satelliteTvLander: string;
  /** Route (`directv/billing`, lower case) → where it redirects. */
  satelliteTvRoutes: Readonly<Record<string, string>>;
}

/**
 * Reads the settings from the environment. Unset or empty variables take the defaults; a bad value
 * throws naming the variable (never its value), so a deployment finds out on its first page view.
 */
export function parseContactUsConfig(env: Record<string, string | undefined>): ContactUsConfig {
  const given = Object.fromEntries(
    Object.entries(env).filter(([k, v]) => k.startsWith('CONTACT_US_') && v !== undefined && v.trim() !== ''),
  );
  const parsed = EnvSchema.safeParse(given);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`Invalid environment variable ${issue.path.join('.')}: ${issue.message}`);
  }
  const e = parsed.data;
  return {
    streamingTvLander: e.CONTACT_US_STREAMING_TV_LANDER ?? CONTACT_US_CONFIG_DEFAULTS.streamingTvLander,
    satelliteTvLander: e.CONTACT_US_SATELLITE_TV_LANDER ?? CONTACT_US_CONFIG_DEFAULTS.satelliteTvLander,
    satelliteTvRoutes:
      e.CONTACT_US_SATELLITE_TV_ROUTES === undefined
        ? CONTACT_US_CONFIG_DEFAULTS.satelliteTvRoutes
        : parseRoutes(e.CONTACT_US_SATELLITE_TV_ROUTES),
  };
}

function parseRoutes(json: string): Record<string, string> {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new Error('Invalid environment variable CONTACT_US_SATELLITE_TV_ROUTES: must be a JSON object');
  }
  const parsed = SatelliteTvRoutesSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(
      `Invalid environment variable CONTACT_US_SATELLITE_TV_ROUTES (${issue.path.join('.')}): ${issue.message}`,
    );
  }
  return parsed.data;
}
