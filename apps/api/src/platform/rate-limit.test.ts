import { ApiErrorSchema } from '@support/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/app.ts';
import { RATE_LIMIT_DEFAULTS } from './rate-limit.ts';

const V1 = '/search/v1/answerextraction?app-id=sitesearch&q=pay%20my%20bill';
const V2 = '/search/v2/answerextraction?app-id=sitesearch&searchTerm=pay%20my%20bill';
const SMB = '/search/v2/answerextraction/smb?app-id=sitesearch&searchTerm=pay%20my%20bill';
/** A future signals route, declared the way the real one will be. */
const SIGNALS = '/test/signals';

const apps: TestApp[] = [];
afterAll(async () => {
  for (const a of apps) await a.close();
});

async function start(options: Parameters<typeof startTestApp>[0]): Promise<FastifyInstance> {
  const started = await startTestApp(options);
  apps.push(started);
  started.app.post(SIGNALS, { config: { perClientLimit: 'signals' } }, async () => ({ ok: true }));
  return started.app;
}

/** A request from a visitor at `ip`, through the web server on loopback (inject's peer is 127.0.0.1). */
const from = (ip: string, url: string, extra: Partial<InjectOptions> = {}): InjectOptions => ({
  method: 'GET',
  url,
  headers: { 'x-forwarded-for': ip },
  ...extra,
});

async function statuses(app: FastifyInstance, requests: InjectOptions[]): Promise<number[]> {
  const out: number[] = [];
  for (const r of requests) out.push((await app.inject(r)).statusCode);
  return out;
}

describe('per-client limits on the answer routes', () => {
  it('answers 429 in the error contract, with Retry-After, once a client spends its budget', async () => {
    const app = await start({ rateLimit: { max: 3, timeWindowMs: 60_000 } });
    expect(
      await statuses(app, [from('203.0.113.7', V2), from('203.0.113.7', V2), from('203.0.113.7', V2)]),
    ).toEqual([200, 200, 200]);
    const res = await app.inject(from('203.0.113.7', V2));
    expect(res.statusCode).toBe(429);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = ApiErrorSchema.parse(res.json());
    expect(body).toMatchObject({
      errorCode: 'TOO_MANY_REQUESTS',
      statusCode: 429,
      details: { statusCode: 429 },
    });
    expect(body.message).toMatch(/try again/i);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('v1, v2 and small business share one budget; other clients and other routes are not counted', async () => {
    const app = await start({ rateLimit: { max: 3 } });
    const ip = '203.0.113.20';
    expect(await statuses(app, [from(ip, V1), from(ip, V2), from(ip, SMB), from(ip, V1)])).toEqual([
      200, 200, 200, 429,
    ]);
    expect(await statuses(app, [from(ip, `${V2}&stream=true`)])).toEqual([429]);
    // Another visitor behind the same web server has a budget of their own.
    expect(await statuses(app, [from('203.0.113.21', V2)])).toEqual([200]);
    // Content, popular answers and the health check are not limited.
    const unlimited = [
      '/msapi/kb/v1/articles/KM1000001',
      '/search/v3/sitesearchapi/popularAnswers?app-id=sitesearch&q=*',
      '/healthz',
    ];
    expect(
      await statuses(
        app,
        unlimited.map((url) => from(ip, url)),
      ),
    ).toEqual([200, 200, 200]);
  });

  it('a route opts in with one line of config, in a bucket of its own', async () => {
    const app = await start({ rateLimit: { max: 2 } });
    const ip = '203.0.113.30';
    const signal = from(ip, SIGNALS, { method: 'POST' });
    expect(await statuses(app, [from(ip, V2), from(ip, V2), from(ip, V2)])).toEqual([200, 200, 429]);
    // Spending the answer budget leaves the signals budget whole, and the other way round.
    expect(await statuses(app, [signal, signal, signal])).toEqual([200, 200, 429]);
  });

  it(`defaults to ${RATE_LIMIT_DEFAULTS.max} answers a minute`, async () => {
    const app = await start({});
    const ip = '203.0.113.40';
    const answers = await statuses(
      app,
      Array.from({ length: RATE_LIMIT_DEFAULTS.max + 1 }, () => from(ip, V2)),
    );
    expect(answers.slice(0, RATE_LIMIT_DEFAULTS.max).every((s) => s === 200)).toBe(true);
    expect(answers.at(-1)).toBe(429);
    const res = await app.inject(from(ip, V2));
    expect(res.headers['x-ratelimit-limit']).toBe(String(RATE_LIMIT_DEFAULTS.max));
  });

  it('can be turned off', async () => {
    const app = await start({ rateLimit: false });
    const answers = await statuses(
      app,
      Array.from({ length: 10 }, () => from('203.0.113.50', V2)),
    );
    expect(answers.every((s) => s === 200)).toBe(true);
  });
});

describe('which client: trustProxy', () => {
  it('by default believes x-forwarded-for from loopback only', async () => {
    const app = await start({ rateLimit: { max: 1 } });
    // From a peer that is not a trusted proxy, a made-up x-forwarded-for buys no new budget.
    const direct = (spoofed: string) => from(spoofed, V2, { remoteAddress: '198.51.100.9' });
    expect(
      await statuses(app, [direct('203.0.113.61'), direct('203.0.113.62'), direct('203.0.113.63')]),
    ).toEqual([200, 429, 429]);
    // Through the web server on loopback, each visitor is counted apart.
    expect(await statuses(app, [from('203.0.113.61', V2), from('203.0.113.62', V2)])).toEqual([200, 200]);
  });

  it('with trustProxy false, counts every request by its peer address', async () => {
    const app = await start({ rateLimit: { max: 1 }, trustProxy: false });
    expect(await statuses(app, [from('203.0.113.71', V2), from('203.0.113.72', V2)])).toEqual([200, 429]);
  });

  it('with a proxy list, believes those proxies and takes the last address they did not add', async () => {
    const app = await start({ rateLimit: { max: 1 }, trustProxy: ['127.0.0.1', '10.0.0.0/8'] });
    // The client wrote the first entry itself; the balancer 10.1.1.1 appended the real one.
    const viaBalancer = (spoofed: string) =>
      from(`${spoofed}, 203.0.113.80`, V2, { remoteAddress: '10.1.1.1' });
    expect(await statuses(app, [viaBalancer('192.0.2.1'), viaBalancer('192.0.2.2')])).toEqual([200, 429]);
  });
});
