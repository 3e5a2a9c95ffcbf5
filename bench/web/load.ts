/**
 * One load run with autocannon: the same connections, duration and request headers for every
 * target, GET requests rotating through `paths`. No Accept-Encoding is sent, so no target pays
 * for compression (a browser would ask for it; the page-weight table reports gzip sizes).
 */
import autocannon from 'autocannon';

export interface LoadResult {
  rps: number;
  p50: number;
  p975: number;
  p99: number;
  /** Connection errors and timeouts, and responses outside 2xx. */
  errors: number;
  non2xx: number;
  requests: number;
}

export interface LoadOptions {
  seconds: number;
  connections: number;
}

export async function runLoad(origin: string, paths: string[], o: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url: origin,
    connections: o.connections,
    duration: o.seconds,
    timeout: 10,
    requests: paths.map((path) => ({ method: 'GET' as const, path })),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p975: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    requests: result.requests.total,
  };
}

export interface Fetched {
  status: number;
  headers: Headers;
  body: string;
  /** Uncompressed body bytes. */
  bytes: number;
}

/** GET without following redirects and without compression (as autocannon sends it). */
export async function get(url: string, headers: Record<string, string> = {}): Promise<Fetched> {
  const res = await fetch(url, {
    redirect: 'manual',
    headers: { 'accept-encoding': 'identity', ...headers },
    signal: AbortSignal.timeout(30_000),
  });
  const body = await res.text();
  return { status: res.status, headers: res.headers, body, bytes: Buffer.byteLength(body) };
}

/** One request per URL, in order, so every target starts the load run with the same warm caches. */
export async function warmUp(origin: string, paths: string[]): Promise<Map<string, Fetched>> {
  const out = new Map<string, Fetched>();
  for (const path of paths) out.set(path, await get(`${origin}${path}`));
  return out;
}
