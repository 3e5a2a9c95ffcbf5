import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from './a11y.ts';
import { recordCspViolations } from './csp.ts';

/**
 * The contact-us pages render (server side, with the feed and flags of the running API) in their
 * route families, with a breadcrumb trail and its structured data, no error text, no CSP
 * violation and no axe violation, at phone and desktop widths.
 */
const PAGES = [
  { path: '/contact-us', h1: 'Contact us' },
  { path: '/support/contact-us/?service=prepaid', h1: /prepaid/i },
  { path: '/support/smallbusiness/contact-us/', h1: /contact/i },
  { path: '/es-us/support/contact-us/KM1000001', h1: /cont[aá]ct/i },
] as const;

for (const width of [375, 1280]) {
  test.describe(`contact-us pages at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const { path, h1 } of PAGES) {
      test(`${path} renders with breadcrumbs, passes axe and breaks no CSP rule`, async ({ page }) => {
        const violations = await recordCspViolations(page);
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
        const trail = page.getByRole('navigation', { name: /breadcrumb|ruta|migas/i });
        await expect(trail).toBeVisible();
        const jsonLd = await trail.locator('script[type="application/ld+json"]').textContent();
        expect(JSON.parse(jsonLd ?? '{}')['@type']).toBe('BreadcrumbList');
        await expectNoA11yViolations(page);
        expect(violations).toEqual([]);
      });
    }
  });
}

test('orcAuth never reaches the browser: the address is cleaned by a redirect', async ({ page }) => {
  const secret = 'c2VjcmV0LXZhbHVlOnBhc3M=';
  const response = await page.goto(`/contact-us?service=prepaid&orcAuth=${secret}`);
  expect(response?.status()).toBe(200);
  expect(page.url()).not.toContain('orcAuth');
  expect(await page.content()).not.toContain(secret);
});
