import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

/** How many static pages the front keeps in memory (about 40 KB each). */
export const STATIC_CACHE_ENTRIES = 500;
/** Longest a page is kept without the framework being asked again, in seconds. */
export const STATIC_CACHE_MAX_SECONDS = 3600;

/** Request headers that make the framework answer something other than the page's HTML. */
const VARYING_REQUEST_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-action',
];
/** Response headers a cached page is sent again with (the front adds its own set each time). */
const KEPT_HEADERS = [
  'content-type',
  'cache-control',
  'etag',
  'vary',
  'x-nextjs-prerender',
  'x-nextjs-stale-time',
  'content-security-policy',
];

export interface CachedPage {
  headers: OutgoingHttpHeaders;
  body: Buffer;
  expiresAt: number;
}

/**
 * The front's memory of static pages (ADR 003): a page the framework served from its prerendered
 * cache (a HIT: the same bytes for every visitor) is kept with its CSP, and sent again without
 * asking the framework, the way a CDN in front of it would. It is dropped when its s-maxage runs
 * out (capped at STATIC_CACHE_MAX_SECONDS) and all at once when the knowledge base changes (the
 * revalidation notice passes through the front).
 */
export class StaticPageCache {
  private readonly pages = new Map<string, CachedPage>();

  constructor(
    private readonly maxEntries = STATIC_CACHE_ENTRIES,
    private readonly now: () => number = Date.now,
  ) {}

  /** The cache key of a request, or undefined when its answer must come from the framework. */
  keyOf(req: IncomingMessage): string | undefined {
    if (req.method !== 'GET' && req.method !== 'HEAD') return undefined;
    for (const h of VARYING_REQUEST_HEADERS) if (req.headers[h] !== undefined) return undefined;
    return req.url;
  }

  get(key: string): CachedPage | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    if (page.expiresAt <= this.now()) {
      this.pages.delete(key);
      return undefined;
    }
    // Most recently used last, so the oldest goes first when full.
    this.pages.delete(key);
    this.pages.set(key, page);
    return page;
  }

  /** Keeps a page the framework served fresh from its prerendered cache. */
  offer(key: string, res: ServerResponse, body: Buffer): void {
    if (res.statusCode !== 200 || res.getHeader('x-nextjs-cache') !== 'HIT') return;
    const maxAge = Number(/s-maxage=(\d+)/.exec(String(res.getHeader('cache-control') ?? ''))?.[1] ?? 0);
    if (!(maxAge > 0)) return;
    const headers: OutgoingHttpHeaders = {};
    for (const h of KEPT_HEADERS) {
      const v = res.getHeader(h);
      if (v !== undefined) headers[h] = v;
    }
    headers['x-nextjs-cache'] = 'HIT';
    if (this.pages.size >= this.maxEntries) this.pages.delete(this.pages.keys().next().value as string);
    this.pages.set(key, {
      headers,
      body,
      expiresAt: this.now() + Math.min(maxAge, STATIC_CACHE_MAX_SECONDS) * 1000,
    });
  }

  clear(): void {
    this.pages.clear();
  }

  get size(): number {
    return this.pages.size;
  }
}

/** Sends a kept page, answering a matching If-None-Match with 304 (and no CSP, as the framework would). */
export function sendCachedPage(req: IncomingMessage, res: ServerResponse, page: CachedPage): void {
  for (const [k, v] of Object.entries(page.headers)) if (v !== undefined) res.setHeader(k, v);
  const etag = page.headers.etag;
  if (etag !== undefined && req.headers['if-none-match'] === etag) {
    res.removeHeader('content-security-policy');
    res.statusCode = 304;
    res.end();
    return;
  }
  res.statusCode = 200;
  res.setHeader('content-length', page.body.length);
  res.end(req.method === 'HEAD' ? undefined : page.body);
}
