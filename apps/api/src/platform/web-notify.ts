import type { FastifyBaseLogger } from 'fastify';

export interface WebNotifyOptions {
  /** Base URLs of the web servers to tell (one per web instance); none configured means no notice. */
  webUrls: readonly string[];
  /** The shared secret the web's /internal/revalidate expects. */
  secret: string | undefined;
  log: FastifyBaseLogger;
  /** Delays between attempts while a web server is not up yet, in ms. */
  retryDelaysMs?: readonly number[];
}

const DEFAULT_RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 15_000, 30_000];

/**
 * Tells the web servers that knowledge-base articles changed, so their static article pages are
 * rendered again on the next visit (ADR 003). A web server that is not up yet (the API starts
 * first) is retried for about a minute; a notice that never lands is logged, and the pages then
 * refresh on their own revalidation interval.
 */
export function createWebNotifier(o: WebNotifyOptions): () => Promise<boolean> {
  const delays = o.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  return async () => {
    if (o.webUrls.length === 0 || !o.secret) return false;
    const results = await Promise.all(o.webUrls.map((url) => notifyOne(url)));
    return results.every(Boolean);
  };

  async function notifyOne(base: string): Promise<boolean> {
    for (let attempt = 0; attempt <= delays.length; attempt++) {
      try {
        const res = await fetch(`${base.replace(/\/$/, '')}/internal/revalidate`, {
          method: 'POST',
          headers: { authorization: `Bearer ${o.secret}` },
          signal: AbortSignal.timeout(5000),
        });
        if (res.ok) {
          o.log.info({ web: base }, 'web told to revalidate article pages');
          return true;
        }
        o.log.warn({ web: base, status: res.status }, 'web refused the revalidation notice');
        return false;
      } catch {
        const delay = delays[attempt];
        if (delay === undefined) break;
        await new Promise((r) => setTimeout(r, delay).unref());
      }
    }
    o.log.warn(
      { web: base },
      'web not reachable for the revalidation notice; pages refresh on their interval',
    );
    return false;
  }
}
