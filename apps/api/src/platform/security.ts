import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer is about this visitor (their question, their account): `Cache-Control: no-store`,
     * so no shared cache or browser history keeps it. Public content leaves this off and sets its
     * own caching.
     */
    personal?: boolean;
  }
}

export interface SecurityOptions {
  /**
   * Strict-Transport-Security. Off by default: the API is reached over plain HTTP from the web
   * server on the same host, and HSTS on a name that also serves HTTP locks browsers out of it.
   * Turn it on where every client reaches this origin over HTTPS. `true` is one year.
   */
  hsts?: boolean | { maxAge: number; includeSubDomains?: boolean };
}

const ONE_YEAR = 31_536_000;

/** Every API answer is JSON: it loads nothing, and no page may frame it. */
const API_CSP = { defaultSrc: ["'none'"], frameAncestors: ["'none'"] };

/**
 * Swagger UI at /docs is a page: its own scripts (all files under /docs/static, none inline), the
 * OpenAPI document it fetches, data: images for its icons, and inline styles, which its code
 * highlighter sets when an operation is opened (checked in Chromium: blocked without
 * 'unsafe-inline'). Scripts stay strict, so a style can change how the page looks, never what it does.
 */
export const DOCS_CSP = [
  "default-src 'self'",
  "base-uri 'self'",
  "connect-src 'self'",
  "font-src 'self' data:",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "img-src 'self' data:",
  "object-src 'none'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
].join('; ');

function hstsHeader(hsts: SecurityOptions['hsts']): string | undefined {
  if (!hsts) return undefined;
  const { maxAge, includeSubDomains } = hsts === true ? { maxAge: ONE_YEAR, includeSubDomains: false } : hsts;
  return `max-age=${maxAge}${includeSubDomains ? '; includeSubDomains' : ''}`;
}

/**
 * The headers helmet sets on every routed answer, for the answers written before routing (a bad
 * URL, a malformed request line on the socket). A test compares the two, so they cannot drift.
 */
export function securityHeaders(options: SecurityOptions = {}): Record<string, string> {
  const hsts = hstsHeader(options.hsts);
  return {
    'content-security-policy': "default-src 'none';frame-ancestors 'none'",
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(hsts ? { 'strict-transport-security': hsts } : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

/** Security headers on every answer, and no-store on personal ones. Register before the routes. */
export async function registerSecurity(app: FastifyInstance, options: SecurityOptions = {}): Promise<void> {
  const hsts = options.hsts === true ? { maxAge: ONE_YEAR, includeSubDomains: false } : options.hsts;
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: API_CSP },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: hsts
      ? { maxAge: hsts.maxAge, includeSubDomains: !!hsts.includeSubDomains }
      : false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.personal) reply.header('cache-control', 'no-store');
  });
}
