import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/app.ts';

const QUESTION = 'app-id=sitesearch&searchTerm=How%20do%20I%20pay%20my%20bill%20online%3F';

const apps: TestApp[] = [];
let app: FastifyInstance;

beforeAll(async () => {
  const started = await startTestApp({ rateLimit: false });
  apps.push(started);
  app = started.app;
});

afterAll(async () => {
  for (const a of apps) await a.close();
});

const get = (url: string, on = app) => on.inject({ method: 'GET', url });

/** The CSP's directives by name. */
function csp(res: LightMyRequestResponse): Map<string, string> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name, ...values] = d.split(/\s+/);
        return [name!, values.join(' ')] as const;
      }),
  );
}

describe('security headers on JSON answers', () => {
  it.each([
    ['an answer', `/search/v2/answerextraction?${QUESTION}`, 200],
    ['an article', '/msapi/kb/v1/articles/KM1000001', 200],
    ['a validation error', '/search/v2/answerextraction?app-id=sitesearch', 400],
    ['an unknown path', '/nothing-here', 404],
    ['the health check', '/healthz', 200],
  ])('%s', async (_label, url, status) => {
    const res = await get(url);
    expect(res.statusCode).toBe(status);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
    const policy = csp(res);
    expect(Object.fromEntries(policy)).toEqual({ 'default-src': "'none'", 'frame-ancestors': "'none'" });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

describe('HSTS', () => {
  it('is sent, on routed answers and on answers before routing, only when configured', async () => {
    const year = await startTestApp({ rateLimit: false, security: { hsts: true } });
    const short = await startTestApp({
      rateLimit: false,
      security: { hsts: { maxAge: 600, includeSubDomains: true } },
    });
    apps.push(year, short);
    for (const url of ['/healthz', '/msapi/kb/v1/articles/KM%zz', '/nothing-here']) {
      expect((await get(url, year.app)).headers['strict-transport-security'], url).toBe('max-age=31536000');
      expect((await get(url, short.app)).headers['strict-transport-security'], url).toBe(
        'max-age=600; includeSubDomains',
      );
    }
  });
});

describe('the Swagger UI page at /docs', () => {
  it('has its own CSP: scripts and the OpenAPI document from this origin only, no inline script', async () => {
    const page = await get('/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const policy = csp(page);
    expect(policy.get('default-src')).toBe("'self'");
    expect(policy.get('script-src')).toBe("'self'");
    expect(policy.get('style-src')).toBe("'self' 'unsafe-inline'");
    expect(policy.get('frame-ancestors')).toBe("'none'");
    expect(policy.get('object-src')).toBe("'none'");
    // Under script-src 'self' an inline script would not run: every script must be a file.
    const scripts = [...page.body.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const attrs of scripts) expect(attrs).toMatch(/\bsrc="/);
    expect(page.body).not.toMatch(/\son\w+="/);
  });

  it('serves every script and stylesheet the page names, and the document it reads', async () => {
    const page = await get('/docs');
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+\.(?:js|css|png))"/g)].map((m) => m[1]!);
    expect(assets).toEqual(expect.arrayContaining(['/docs/static/swagger-ui-bundle.js']));
    for (const url of assets) {
      expect(url, 'same origin').toMatch(/^\/docs\//);
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
    const doc = await get('/docs/json');
    expect(doc.statusCode).toBe(200);
    expect(doc.json()).toHaveProperty('openapi');
  });

  it('keeps the API answers under the strict policy', async () => {
    expect(csp(await get('/docs/json')).get('default-src')).toBe("'self'");
    expect(csp(await get('/healthz')).get('default-src')).toBe("'none'");
  });
});

describe('caching', () => {
  it.each([
    ['v1 answer', `/search/v1/answerextraction?app-id=sitesearch&q=pay%20my%20bill`],
    ['v2 answer', `/search/v2/answerextraction?${QUESTION}`],
    ['small-business answer', `/search/v2/answerextraction/smb?${QUESTION}`],
    [
      'a question without an answer',
      '/search/v2/answerextraction?app-id=sitesearch&searchTerm=meaning%20of%20life',
    ],
    ['a validation error', '/search/v2/answerextraction?app-id=sitesearch'],
    ['a business-rule error', `/search/v2/answerextraction?app-id=nobody&searchTerm=bill`],
    ['a missing article', '/msapi/kb/v1/articles/KM1999999'],
    ['an unknown path', '/nothing-here'],
    ['a bad URL', '/msapi/kb/v1/articles/%zz'],
  ])('%s is no-store: it is about this visitor or an error', async (_label, url) => {
    expect((await get(url)).headers['cache-control']).toBe('no-store');
  });

  it('a streamed answer is no-store and not transformed by proxies', async () => {
    const res = await get(`/search/v2/answerextraction?${QUESTION}&stream=true`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(res.headers['cache-control']).toBe('no-store, no-transform');
  });

  it('public content keeps its public caching', async () => {
    const article = await get('/msapi/kb/v1/articles/KM1000001');
    expect(article.statusCode).toBe(200);
    expect(article.headers['cache-control']).toBe('public, max-age=60');
    const popular = await get('/search/v3/sitesearchapi/popularAnswers?app-id=sitesearch&q=*');
    expect(popular.statusCode).toBe(200);
    expect(popular.headers['cache-control']).not.toBe('no-store');
  });
});
