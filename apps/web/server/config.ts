import { parseSiteEnv, type SiteEnv } from '@support/contracts';
import { z } from 'zod';
import { parseContactUsConfig } from '../src/features/contact-us/contact-us-config.ts';

const Port = z.coerce.number().int().min(0).max(65535);

const EnvSchema = z.object({
  WEB_PORT: Port.optional(),
  PORT: Port.optional(),
  WEB_HOST: z.string().min(1).default('0.0.0.0'),
  API_PORT: Port.default(4000),
  API_URL: z.string().url().optional(),
  /** Strict-Transport-Security max-age in seconds; 0 (default) sends none (plain-http deployments). */
  HSTS_MAX_AGE: z.coerce.number().int().min(0).default(0),
  /** Origins allowed to frame the site (space separated); empty (default) means none. */
  FRAME_ANCESTORS: z.string().default(''),
  /** Largest request body the proxy forwards to the API, in bytes. */
  PROXY_BODY_LIMIT: z.coerce
    .number()
    .int()
    .min(1)
    .default(256 * 1024),
  /** How long the proxy waits for the API's response headers, in ms. */
  PROXY_TIMEOUT_MS: z.coerce.number().int().min(1).default(30_000),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().optional(),
  /** Upstream hosts and proxy switches (packages/contracts/src/site-env.ts); checked below. */
  SITE_ENV: z.string().optional(),
});

export interface WebConfig {
  port: number;
  host: string;
  apiUrl: string;
  hstsMaxAge: number;
  frameAncestors: string[];
  proxyBodyLimit: number;
  proxyTimeoutMs: number;
  shutdownTimeoutMs: number;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  dev: boolean;
  siteEnv: SiteEnv;
}

/** Reads the environment once at start; a bad value stops start-up naming the variable. */
export function loadWebConfig(env: Record<string, string | undefined> = process.env): WebConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`Invalid environment variable ${issue.path.join('.')}: ${issue.message}`);
  }
  const e = parsed.data;
  // Read per request by the pages too: a bad value must stop start-up here, not fail every page.
  let siteEnv: SiteEnv;
  try {
    siteEnv = parseSiteEnv(e.SITE_ENV);
  } catch (err) {
    throw new Error(
      `Invalid environment variable SITE_ENV: ${err instanceof Error ? err.message : String(err)}`,
    );
  }
  parseContactUsConfig(env);
  return {
    port: e.WEB_PORT ?? e.PORT ?? 3000,
    host: e.WEB_HOST,
    apiUrl: (e.API_URL ?? `http://127.0.0.1:${e.API_PORT}`).replace(/\/$/, ''),
    hstsMaxAge: e.HSTS_MAX_AGE,
    frameAncestors: e.FRAME_ANCESTORS.split(/\s+/).filter(Boolean),
    proxyBodyLimit: e.PROXY_BODY_LIMIT,
    proxyTimeoutMs: e.PROXY_TIMEOUT_MS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    logLevel: e.LOG_LEVEL,
    dev: e.NODE_ENV === 'development',
    siteEnv,
  };
}
