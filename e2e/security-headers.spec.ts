import { expect, test } from '@playwright/test';
import { recordCspViolations } from './csp.ts';
import { expectAnswerDone, siteSearchCard } from './widget.ts';

interface SitePage {
  path: string;
  kind: 'static' | 'nonce';
  name: string;
  /** The page shows the site-search best-answer card. */
  answerCard?: boolean;
}

/** Every route type of the site, and how its scripts are allowed (ADR 003). */
const PAGES: readonly SitePage[] = [
  { path: '/', kind: 'static', name: 'home' },
  { path: '/support/article/my-account/KM1000001', kind: 'static', name: 'consumer article' },
  { path: '/support/smallbusiness/article/contact-us/KM1000108', kind: 'static', name: 'business article' },
  { path: '/ui', kind: 'static', name: 'building blocks gallery' },
  {
    path: `/search?q=${encodeURIComponent('how do I pay my bill')}`,
    kind: 'nonce',
    name: 'search answer',
    // The best-answer card asks the API from the browser: its answer is on screen once those calls are done.
    answerCard: true,
  },
  { path: '/search', kind: 'nonce', name: 'search page' },
  { path: '/no-such-page', kind: 'static', name: 'not found' },
  // A page's notFound(): the front renders the missing page in its place, per request (ADR 003).
  { path: '/support/article/my-account/KM1999999', kind: 'nonce', name: 'unknown article' },
];

test.describe('security headers by route type', () => {
  for (const { path, kind, name } of PAGES) {
    test(`${name}: Observatory headers and a strict ${kind === 'nonce' ? 'nonce' : 'hash'} CSP`, async ({
      request,
    }) => {
      const res = await request.get(path);
      const h = res.headers();
      expect(h['x-content-type-options']).toBe('nosniff');
      expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(h['permissions-policy']).toContain('geolocation=()');
      expect(h['cross-origin-opener-policy']).toBe('same-origin');
      expect(h['x-frame-options']).toBe('DENY');
      expect(h['x-powered-by']).toBeUndefined();
      const csp = h['content-security-policy'] ?? '';
      for (const directive of [
        "default-src 'none'",
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
      ])
        expect(csp).toContain(directive);
      const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
      expect(scriptSrc).toContain("'strict-dynamic'");
      expect(scriptSrc).not.toContain('unsafe-inline');
      expect(scriptSrc).not.toContain('unsafe-eval');
      if (kind === 'nonce') expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9+/=]{16,}'/);
      else expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/=]{44}'/);
    });
  }

  test('a nonce is never reused', async ({ request }) => {
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const csp = (await request.get('/search')).headers()['content-security-policy'] ?? '';
      nonces.add(/'nonce-([^']+)'/.exec(csp)?.[1] ?? '');
    }
    expect(nonces.size).toBe(3);
  });

  test('API answers through the site carry the API headers and no-store', async ({ request }) => {
    const res = await request.get(
      `/search/v2/answerextraction?app-id=idpSupport&searchTerm=${encodeURIComponent('reset my voicemail pin')}`,
    );
    expect(res.status()).toBe(200);
    expect(res.headers()['x-content-type-options']).toBe('nosniff');
    expect(res.headers()['cache-control']).toContain('no-store');
  });
});

test.describe('the CSP in Chromium', () => {
  for (const { path, name, answerCard } of PAGES) {
    test(`${name}: no violation, and the page's scripts run`, async ({ page }) => {
      const violations = await recordCspViolations(page);
      // With the answer card, the network does not go idle (its signals are sent with keepalive):
      // wait for its answer instead, which the browser fetched under the page's connect-src.
      await page.goto(path, { waitUntil: answerCard ? 'load' : 'networkidle' });
      if (answerCard) await expectAnswerDone(siteSearchCard(page));
      // React attached itself to the document: the framework's scripts were allowed to run.
      await expect
        .poll(() => page.evaluate(() => Object.keys(document.body).some((k) => k.startsWith('__react'))))
        .toBe(true);
      expect(violations).toEqual([]);
    });
  }

  test('client-side navigation between pages stays within the policy', async ({ page }) => {
    const violations = await recordCspViolations(page);
    await page.goto('/');
    await page.getByRole('link', { name: 'Pay your bill online' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Ask a question' }).click();
    await expect(page).toHaveURL(/\/search$/);
    expect(violations).toEqual([]);
  });
});
