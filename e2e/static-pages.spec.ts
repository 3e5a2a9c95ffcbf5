import { expect, test } from '@playwright/test';

const ARTICLE = '/support/article/my-account/KM1000001';
const SECRET = process.env.E2E_REVALIDATE_SECRET ?? 'e2e-revalidate-secret';

test.describe('static article pages', () => {
  test('are cached with an ETag, revalidated by the browser, and never no-store', async ({ request }) => {
    await request.get(ARTICLE);
    const res = await request.get(ARTICLE);
    expect(res.status()).toBe(200);
    const etag = res.headers().etag;
    expect(etag).toBeTruthy();
    expect(res.headers()['cache-control']).toMatch(/s-maxage=\d+/);
    expect(res.headers()['cache-control']).not.toContain('no-store');
    expect(res.headers()['x-nextjs-cache']).toBe('HIT');

    const again = await request.get(ARTICLE, { headers: { 'if-none-match': etag! } });
    expect(again.status()).toBe(304);
    expect(again.headers()['content-security-policy']).toBeUndefined();
  });

  test('are rendered again after the API says the knowledge base changed', async ({ request }) => {
    await request.get(ARTICLE);
    expect((await request.get(ARTICLE)).headers()['x-nextjs-cache']).toBe('HIT');

    const refused = await request.post('/internal/revalidate', {
      headers: { authorization: 'Bearer wrong' },
    });
    expect(refused.status()).toBe(404);
    expect((await refused.json()).errorCode).toBe('NOT_FOUND');
    expect((await request.get(ARTICLE)).headers()['x-nextjs-cache']).toBe('HIT');

    const ok = await request.post('/internal/revalidate', { headers: { authorization: `Bearer ${SECRET}` } });
    expect(ok.status()).toBe(200);
    const after = await request.get(ARTICLE);
    expect(after.status()).toBe(200);
    expect(after.headers()['x-nextjs-cache']).not.toBe('HIT');
    await expect(async () => {
      expect((await request.get(ARTICLE)).headers()['x-nextjs-cache']).toBe('HIT');
    }).toPass();
  });

  test('the home page prefetches only pages served from the static cache', async ({ page }) => {
    const prefetched: { path: string; cached: boolean }[] = [];
    page.on('response', (r) => {
      const h = r.request().headers();
      if (!h['next-router-prefetch'] && !h.rsc) return;
      const rh = r.headers();
      prefetched.push({
        path: new URL(r.url()).pathname,
        cached: rh['x-nextjs-prerender'] !== undefined || rh['x-nextjs-cache'] !== undefined,
      });
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    expect(prefetched.length).toBeGreaterThan(0);
    expect(prefetched.filter((p) => p.path.startsWith('/search'))).toEqual([]);
    expect(prefetched.filter((p) => !p.cached)).toEqual([]);
  });

  test('pages load no render-blocking stylesheet and have a favicon', async ({ page, request }) => {
    await page.goto(ARTICLE);
    expect(await page.locator('head link[rel="stylesheet"]').count()).toBe(0);
    expect(await page.locator('head style').count()).toBeGreaterThan(0);
    const icon = await request.get('/favicon.ico');
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toContain('image/');
  });
});
