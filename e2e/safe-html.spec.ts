import { expect, type Page, test } from '@playwright/test';
import { expectNoA11yViolations } from './a11y.ts';

// e2e/fixtures/kb/KM9990001-hostile-html-forum.md: a community answer whose body tries every known way
// to run script (each payload sets window.__pwned or calls alert), load a resource from another origin
// or leave the page. The API sanitises it (@support/safe-html) and the page must render it inert.
const ARTICLE = '/support/article/my-account/KM9990001';
/** Elements of the fixture that must not reach the page (the page's own markup uses none of them). */
const NOT_ALLOWED_TAGS = [
  ...['script', 'style', 'iframe', 'object', 'embed', 'form', 'input', 'button', 'svg', 'math', 'img'],
  ...[
    'video',
    'audio',
    'base',
    'meta',
    'link',
    'template',
    'noscript',
    'textarea',
    'xmp',
    'noembed',
    'details',
  ],
];

/** What the page did while it loaded and was used: dialogs, requests, CSP reports. */
async function watch(page: Page) {
  const dialogs: string[] = [];
  const requests: string[] = [];
  const popups: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('request', (request) => requests.push(request.url()));
  page.on('popup', (popup) => popups.push(popup.url()));
  // CSP reports: the policy would block a surviving payload, so a report means one reached the page.
  const csp: string[] = [];
  await page.exposeFunction('__safeHtmlCspReport', (v: string) => csp.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __safeHtmlCspReport(v: string): void }).__safeHtmlCspReport(
        `${e.violatedDirective} ${e.blockedURI}`,
      ),
    );
  });
  return { dialogs, requests, popups, csp };
}

test.describe('hostile HTML in an article body', () => {
  test('runs nothing, loads nothing from elsewhere and keeps the text', async ({ page, baseURL }) => {
    const seen = await watch(page);
    const response = await page.goto(ARTICLE);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/hostile HTML/);
    const body = page.getByRole('article');
    await expect(body).toContainText('A member pasted this.');
    await expect(body.getByRole('heading', { level: 2, name: 'Steps' })).toBeVisible();
    await expect(body.getByText('Table cell')).toBeVisible();

    // Give every handler a chance to fire: hover and focus each link.
    for (const link of await body.locator('a').all()) {
      await link.hover();
      await link.focus();
    }
    await page.waitForLoadState('networkidle');

    expect(seen.dialogs).toEqual([]);
    expect(seen.popups).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
    expect(seen.csp).toEqual([]);
    const origin = new URL(baseURL ?? page.url()).origin;
    expect(seen.requests.filter((url) => new URL(url).origin !== origin)).toEqual([]);
    expect(seen.requests.filter((url) => /^(javascript|data|blob):/i.test(url))).toEqual([]);
    // A meta refresh or a <base> would have moved or re-rooted the page.
    expect(new URL(page.url()).pathname).toBe(ARTICLE);
    expect(await page.locator('base, meta[http-equiv="refresh" i]').count()).toBe(0);
  });

  test('leaves only allowed elements and attributes, and only http(s), mailto and tel links', async ({
    page,
  }) => {
    await page.goto(ARTICLE);
    const found = await page.getByRole('article').evaluate((article) => {
      const elements = [...article.querySelectorAll('*')];
      return {
        tags: [...new Set(elements.map((el) => el.tagName.toLowerCase()))].sort(),
        attributes: [...new Set(elements.flatMap((el) => el.getAttributeNames()))].sort(),
        links: [...article.querySelectorAll('a[href]')].map((a) => ({
          href: a.getAttribute('href') ?? '',
          protocol: (a as HTMLAnchorElement).protocol,
          origin: (a as HTMLAnchorElement).origin,
          target: a.getAttribute('target'),
          rel: a.getAttribute('rel'),
        })),
      };
    });
    expect(found.tags.filter((tag) => NOT_ALLOWED_TAGS.includes(tag))).toEqual([]);
    expect(
      found.attributes.filter((a) =>
        /^on|^(style|src|srcset|srcdoc|formaction|action|background|poster|xlink:href|name)$/.test(a),
      ),
    ).toEqual([]);

    expect(found.links.length).toBeGreaterThan(0);
    for (const link of found.links) {
      expect(['http:', 'https:', 'mailto:', 'tel:'], link.href).toContain(link.protocol);
      expect(link.href, 'protocol-relative').not.toMatch(/^\s*[/\\]{2}/);
      // A link without a scheme stays on this site.
      if (!/^[a-z][a-z0-9+.-]*:/i.test(link.href))
        expect(link.origin, link.href).toBe(new URL(page.url()).origin);
      if (link.target !== null) {
        expect(link.target).toBe('_blank');
        expect(link.rel).toBe('noopener noreferrer');
      }
    }
    // The safe links of the fixture survive, as written.
    expect(found.links.map((l) => l.href)).toEqual(
      expect.arrayContaining([
        '/support/article/my-account/KM1000001',
        'https://www.example.com/help',
        'tel:+18005550100',
        'mailto:help@example.com',
        'https://www.example.com/new-tab',
      ]),
    );
  });

  test('passes axe-core', async ({ page }) => {
    await page.goto(ARTICLE);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoA11yViolations(page);
  });
});
