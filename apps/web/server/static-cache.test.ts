import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { StaticPageCache } from './static-cache.ts';
import { type Harness, startFront } from './test-harness.ts';

const request = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  ({ url, method, headers }) as unknown as IncomingMessage;

function response(headers: Record<string, string>, status = 200) {
  return { statusCode: status, getHeader: (h: string) => headers[h] } as unknown as ServerResponse;
}

const HIT = {
  'x-nextjs-cache': 'HIT',
  'cache-control': 's-maxage=60',
  'content-type': 'text/html',
  etag: '"e1"',
};

describe('StaticPageCache', () => {
  it('keeps only fresh prerendered pages, keyed by URL, and never RSC or prefetch answers', () => {
    const cache = new StaticPageCache();
    expect(cache.keyOf(request('/a?x=1'))).toBe('/a?x=1');
    expect(cache.keyOf(request('/a', { rsc: '1' }))).toBeUndefined();
    expect(cache.keyOf(request('/a', { 'next-router-prefetch': '1' }))).toBeUndefined();
    expect(cache.keyOf(request('/a', {}, 'POST'))).toBeUndefined();

    cache.offer('/miss', response({ ...HIT, 'x-nextjs-cache': 'MISS' }), Buffer.from('x'));
    cache.offer('/stale', response({ ...HIT, 'x-nextjs-cache': 'STALE' }), Buffer.from('x'));
    cache.offer('/404', response(HIT, 404), Buffer.from('x'));
    cache.offer('/no-age', response({ ...HIT, 'cache-control': 'private, no-store' }), Buffer.from('x'));
    expect(cache.size).toBe(0);
    cache.offer('/a', response(HIT), Buffer.from('page'));
    expect(cache.get('/a')?.body.toString()).toBe('page');
    expect(cache.get('/a')?.headers.etag).toBe('"e1"');
  });

  it('forgets a page when its s-maxage runs out, and the oldest first when full', () => {
    let now = 0;
    const cache = new StaticPageCache(2, () => now);
    cache.offer('/a', response(HIT), Buffer.from('a'));
    now = 59_000;
    expect(cache.get('/a')).toBeDefined();
    now = 60_000;
    expect(cache.get('/a')).toBeUndefined();
    cache.offer('/1', response(HIT), Buffer.from('1'));
    cache.offer('/2', response(HIT), Buffer.from('2'));
    cache.get('/1');
    cache.offer('/3', response(HIT), Buffer.from('3'));
    expect([cache.get('/1'), cache.get('/2'), cache.get('/3')].map((p) => p?.body.toString())).toEqual([
      '1',
      undefined,
      '3',
    ]);
  });
});

describe('the front keeps static pages', () => {
  let h: Harness | undefined;
  afterEach(async () => {
    await h?.close();
    h = undefined;
  });

  it('serves a kept page without the framework, with its CSP, until the revalidation notice', async () => {
    let rendered = 0;
    h = await startFront({
      handle: (req, res) => {
        if (req.url === '/internal/revalidate') {
          res.setHeader('content-type', 'application/json');
          res.end('{}');
          return;
        }
        rendered += 1;
        for (const [k, v] of Object.entries(HIT)) res.setHeader(k, v);
        res.end(`<html><body>v${rendered}<script>self.__next_f.push([1,""])</script></body></html>`);
      },
    });
    const first = await fetch(`${h.url}/support/article/a/KM1000001`);
    const second = await fetch(`${h.url}/support/article/a/KM1000001`);
    expect(await second.text()).toBe(await first.text());
    expect(rendered).toBe(1);
    expect(second.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
    expect(second.headers.get('content-security-policy')).toContain("'sha256-");
    expect(second.headers.get('x-content-type-options')).toBe('nosniff');

    const notModified = await fetch(`${h.url}/support/article/a/KM1000001`, {
      headers: { 'if-none-match': '"e1"' },
    });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('content-security-policy')).toBeNull();

    // Client navigations ask for the RSC payload: never from this cache.
    await fetch(`${h.url}/support/article/a/KM1000001`, { headers: { rsc: '1' } });
    expect(rendered).toBe(2);

    const notice = await fetch(`${h.url}/internal/revalidate`, { method: 'POST' });
    expect(notice.status, await notice.text()).toBe(200);
    expect(await (await fetch(`${h.url}/support/article/a/KM1000001`)).text()).toContain('v3');
  });
});
