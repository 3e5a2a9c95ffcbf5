import { expect, type Page, type Request, test } from '@playwright/test';
import { SPANISH_NO_ANSWER, SPANISH_NO_ANSWER_TEXT } from '@support/contracts';
import { expectNoA11yViolations } from './a11y.ts';
import { recordCspViolations } from './csp.ts';
import { type StoredSignal, storedSignals } from './widget.ts';

/**
 * The contact-us pages render (server side, with the feed and flags of the running API) in their
 * route families (consumer, smb, Spanish), landing and service pages, at phone and desktop widths:
 * the page's language on <html>, the breadcrumb trail and its structured data, no CSP violation
 * and no axe violation. Then keyboard use, the orcAuth credential kept from the browser, and the
 * page's analytics stored through the signals endpoint.
 */

/** The signals collection the page's reports go to (apps/web/src/features/analytics). */
const ANALYTICS_COLLECTION = 'site-analytics';
const isSignalPost = (r: Request) =>
  r.method() === 'POST' && new URL(r.url()).pathname === `/search/v1/signals/${ANALYTICS_COLLECTION}`;

interface Crumb {
  name: string;
  /** Path of the item's absolute url; none for the last item (the current page). */
  path?: string;
}

const EN_HOME: Crumb[] = [
  { name: 'Home', path: '/' },
  { name: 'Support', path: '/support' },
];
const ES_HOME: Crumb[] = [
  { name: 'Inicio', path: '/' },
  { name: 'Asistencia', path: '/support' },
];
const SMB_HOME: Crumb[] = [{ name: 'Small Business Support', path: '/support/smallbusiness' }];

const PAGES: {
  path: string;
  /** The address served (after a redirect), without query. */
  served: string;
  h1: string;
  lang: 'en-US' | 'es-US';
  trail: Crumb[];
}[] = [
  {
    path: '/contact-us',
    served: '/contact-us',
    h1: 'Contact us',
    lang: 'en-US',
    trail: [...EN_HOME, { name: 'Contact us' }],
  },
  {
    path: '/contact-us?service=prepaid',
    served: '/contact-us',
    h1: 'Prepaid help',
    lang: 'en-US',
    trail: [...EN_HOME, { name: 'prepaid' }],
  },
  {
    path: '/contact-us?service=digitallife',
    served: '/contact-us',
    h1: 'Home security help',
    lang: 'en-US',
    trail: [...EN_HOME, { name: 'Home Security' }],
  },
  {
    path: '/support/smallbusiness/contact-us/',
    served: '/support/smallbusiness/contact-us',
    h1: 'Contact small business support',
    lang: 'en-US',
    trail: [...SMB_HOME, { name: 'Contact us' }],
  },
  {
    path: '/support/smallbusiness/contact-us/?service=prepaid',
    served: '/support/smallbusiness/contact-us',
    h1: 'Prepaid help for business',
    lang: 'en-US',
    trail: [...SMB_HOME, { name: 'prepaid' }],
  },
  {
    // Seed 001 §5: digitallife has no small-business page: the smb landing page instead.
    path: '/support/smallbusiness/contact-us/?service=digitallife',
    served: '/support/smallbusiness/contact-us',
    h1: 'Contact small business support',
    lang: 'en-US',
    trail: [...SMB_HOME, { name: 'Contact us' }],
  },
  {
    path: '/es-us/support/contact-us/x',
    served: '/es-us/support/contact-us/x',
    h1: 'Contáctanos',
    lang: 'es-US',
    trail: [...ES_HOME, { name: 'Contáctanos' }],
  },
  {
    path: '/es-us/support/contact-us/x?service=prepaid',
    served: '/es-us/support/contact-us/x',
    h1: 'Ayuda con prepago',
    lang: 'es-US',
    trail: [...ES_HOME, { name: 'prepago' }],
  },
  {
    path: '/es-us/support/contact-us/x?service=digitallife',
    served: '/es-us/support/contact-us/x',
    h1: 'Ayuda con seguridad para el hogar',
    lang: 'es-US',
    trail: [...ES_HOME, { name: 'seguridad del hogar' }],
  },
];

/** The trail's schema.org BreadcrumbList, parsed: names in order, item urls as paths. */
async function breadcrumbJsonLd(page: Page): Promise<{ type: string; crumbs: Crumb[]; origins: string[] }> {
  const trail = page.getByRole('navigation', { name: /breadcrumb/i });
  const text = await trail.locator('script[type="application/ld+json"]').textContent();
  const data = JSON.parse(text ?? '{}') as {
    '@type': string;
    itemListElement: { position: number; name: string; item?: string }[];
  };
  const items = [...data.itemListElement].sort((a, b) => a.position - b.position);
  expect(items.map((i) => i.position)).toEqual(items.map((_, n) => n + 1));
  return {
    type: data['@type'],
    crumbs: items.map((i) => (i.item ? { name: i.name, path: new URL(i.item).pathname } : { name: i.name })),
    origins: items.flatMap((i) => (i.item ? [new URL(i.item).origin] : [])),
  };
}

for (const width of [375, 1280]) {
  test.describe(`contact-us pages at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const p of PAGES) {
      test(`${p.path}: ${p.lang} page with its breadcrumbs and structured data, axe clean, no CSP violation`, async ({
        page,
      }) => {
        const violations = await recordCspViolations(page);
        const response = await page.goto(p.path);
        expect(response?.status()).toBe(200);
        expect(new URL(page.url()).pathname.replace(/\/$/, '')).toBe(p.served);
        await expect(page.locator('html')).toHaveAttribute('lang', p.lang);
        // The server's HTML says so too (before any script ran).
        expect((await response!.text()).slice(0, 400)).toContain(`<html lang="${p.lang}"`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.h1);
        const trail = page.getByRole('navigation', { name: /breadcrumb/i });
        await expect(trail).toBeVisible();
        await expect(trail.getByRole('listitem')).toHaveText(p.trail.map((c) => c.name));
        const jsonLd = await breadcrumbJsonLd(page);
        expect(jsonLd.type).toBe('BreadcrumbList');
        expect(jsonLd.crumbs).toEqual(p.trail);
        expect(new Set(jsonLd.origins).size).toBe(1);
        await expectNoA11yViolations(page);
        expect(violations).toEqual([]);
      });
    }
  });
}

test('an English page reached from a Spanish one by a client-side navigation says en-US again', async ({
  page,
}) => {
  await page.goto('/es-us/support/contact-us/x');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  // The site header's links are client-side navigations (the root layout, and <html>, stay).
  await page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });
  // The Spanish header's link to the English support topics says they are in English.
  await page.getByRole('banner').getByRole('link', { name: 'Temas de ayuda (en inglés)' }).click();
  await expect(page).toHaveURL(/\/support$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test('the contact-us widget answers any question, not only how to reach us', async ({ page }) => {
  for (const [path, heading, question, answer] of [
    [
      '/support/contact-us',
      'Ask a question or find the best way to reach us',
      'I want to cancel my service',
      /cancel/i,
    ],
    [
      '/support/smallbusiness/contact-us',
      'Ask a question or find the best way to reach business support',
      'I need a static IP',
      /static IP/i,
    ],
  ] as const) {
    await page.goto(path);
    const w = page.getByRole('region', { name: heading });
    const field = w.getByRole('textbox', { name: heading });
    await field.fill(question);
    await field.press('Enter');
    await expect(w.getByRole('article')).toContainText(answer);
  }
});

test('the Spanish page: the answer widget is marked English, and a question in Spanish is answered in Spanish', async ({
  page,
}) => {
  await page.goto('/es-us/support/contact-us/x');
  const w = page.getByRole('region', { name: 'Ask a question or find the best way to reach us' });
  await expect(w).toHaveAttribute('lang', 'en-US');
  const field = w.getByRole('textbox', { name: 'Ask a question or find the best way to reach us' });
  await field.fill('¿Cómo pago mi factura en línea?');
  await field.press('Enter');
  const message = w.getByRole('status').getByText(SPANISH_NO_ANSWER_TEXT);
  await expect(message).toBeVisible();
  await expect(w.getByRole('status').locator('[lang="es"]')).toContainText('¿Cómo pago mi factura en línea?');
  await expect(w.getByRole('article')).toHaveCount(0);
  await expect(w.getByRole('link', { name: SPANISH_NO_ANSWER.consumer.handOff.text })).toHaveAttribute(
    'href',
    SPANISH_NO_ANSWER.consumer.handOff.href,
  );
  await expectNoA11yViolations(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the phone numbers show below the social option, as call links', async ({ page }) => {
    await page.goto('/contact-us?service=prepaid');
    const contact = page.getByRole('region', { name: 'Get in touch' });
    await expect(contact.getByText('@ExampleSupport')).toBeVisible();
    // The switch needs the script: without it, it is not offered.
    await expect(contact.getByRole('radio', { name: 'Call' })).toBeHidden();
    const service = contact.getByRole('region', { name: 'Customer service' });
    await expect(service).toBeVisible();
    await expect(service.getByRole('link', { name: '800-555-0111' })).toHaveAttribute(
      'href',
      'tel:8005550111',
    );
  });
});

test('at 375 px every phone number of the prepaid page is whole and on screen, in English and Spanish', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  for (const [path, call] of [
    ['/support/contact-us?service=prepaid', 'Call'],
    ['/es-us/support/contact-us?service=prepaid', 'Llamar'],
  ] as const) {
    await page.goto(path);
    await page.getByRole('radio', { name: call }).click();
    const numbers = page.locator('main a[href^="tel:"]');
    await expect(numbers.first()).toBeVisible();
    const boxes = await numbers.evaluateAll((links) =>
      links
        .filter((a) => a.getClientRects().length > 0)
        .map((a) => ({ right: a.getBoundingClientRect().right, lines: a.getClientRects().length })),
    );
    expect(boxes.length, path).toBeGreaterThan(0);
    for (const box of boxes) {
      expect(box.right, path).toBeLessThanOrEqual(375);
      expect(box.lines, path).toBe(1);
    }
  }
});

test.describe('keyboard at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('Tab walks the choose-service cards link by link, in order', async ({ page }) => {
    await page.goto('/contact-us');
    const region = page.getByRole('region', { name: 'Choose a service to get started' });
    const links = region.getByRole('link');
    const count = await links.count();
    expect(count).toBeGreaterThan(5);
    await links.first().focus();
    for (let i = 1; i < count; i++) {
      await page.keyboard.press('Tab');
      await expect(links.nth(i)).toBeFocused();
    }
  });

  test('the contact switch moves by arrow keys and shows the phone panels; the choice is stored as a link click', async ({
    page,
    request,
  }) => {
    await page.goto('/contact-us?service=prepaid');
    const contact = page.getByRole('region', { name: 'Get in touch' });
    const social = contact.getByRole('radio', { name: 'Social' });
    const call = contact.getByRole('radio', { name: 'Call' });
    await expect(social).toHaveAttribute('aria-checked', 'true');
    await social.focus();
    const report = page.waitForRequest(
      (r) => isSignalPost(r) && r.postData()?.includes('"linkName":"Call"') === true,
    );
    await page.keyboard.press('ArrowRight');
    await expect(call).toBeFocused();
    await expect(call).toHaveAttribute('aria-checked', 'true');
    await expect(contact.getByRole('region', { name: 'Customer service' })).toBeVisible();
    const sent = await report;
    expect((await sent.response())?.status()).toBe(202);
    const key = (sent.postDataJSON() as { signals: { idempotencyKey: string }[] }).signals[0]!.idempotencyKey;
    await expect(async () => {
      const stored = (await storedSignals(request, ANALYTICS_COLLECTION)).find(
        (s) => s.idempotencyKey === key,
      );
      expect(stored).toMatchObject({
        type: 'Link_Click',
        name: 'linkClick',
        payload: {
          eventCode: 'Link_Click',
          eventAction: 'linkClick',
          linkName: 'Call',
          linkDestinationUrl: '#contact-view-call',
          linkPosition: 'Body',
          pageName: 'contact-us:prepaid',
        },
      });
    }).toPass();
    await page.keyboard.press('ArrowLeft');
    await expect(social).toHaveAttribute('aria-checked', 'true');
  });

  test('the other-services dropdown opens, walks and closes by keyboard; Enter on a service goes there and is stored', async ({
    page,
    request,
  }) => {
    await page.goto('/contact-us');
    const section = page.getByRole('region', { name: 'Need help with another service?' });
    const button = section.getByRole('button', { name: 'Choose a service' });
    await button.focus();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    for (const group of ['Wireless', 'TV', 'Internet', 'Home phone', 'Home security']) {
      await expect(section.getByRole('list', { name: group })).toBeVisible();
    }
    await page.keyboard.press('Tab');
    await expect(section.getByRole('link', { name: 'Wireless', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    await page.keyboard.press('Space');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const prepaid = section.getByRole('link', { name: 'Prepaid' });
    await expect(prepaid).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/contact-us\?service=prepaid$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Prepaid help');
    await expect(async () => {
      const clicks = (await storedSignals(request, ANALYTICS_COLLECTION)).filter(
        (s) =>
          s.type === 'Link_Click' &&
          s.payload.component === 'otherServices' &&
          s.payload.linkName === 'Prepaid' &&
          s.payload.serviceGroup === 'wireless',
      );
      expect(clicks.length).toBeGreaterThan(0);
      expect(clicks.at(-1)!.payload).toMatchObject({
        linkDestinationUrl: '/contact-us?service=prepaid',
        linkPosition: 'Body',
        pageName: 'contact-us:landing',
      });
    }).toPass();
  });
});

test.describe('keyboard at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('a collapsed service card opens with Enter and closes with Space', async ({ page }) => {
    await page.goto('/contact-us');
    const region = page.getByRole('region', { name: 'Choose a service to get started' });
    const internet = region.getByRole('button', { name: 'Internet' });
    await expect(internet).toHaveAttribute('aria-expanded', 'false');
    const panel = page.locator(`[id="${await internet.getAttribute('aria-controls')}"]`);
    await expect(panel).toBeHidden();
    await internet.focus();
    await page.keyboard.press('Enter');
    await expect(internet).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Space');
    await expect(internet).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
  });
});

test('orcAuth never reaches the browser: not in the address, the final HTML or any response', async ({
  page,
}) => {
  const secret = 'secretvalue';
  const leaks: string[] = [];
  const unread: { method: string; url: string; headers: Record<string, string> }[] = [];
  const reads: Promise<void>[] = [];
  page.on('response', (r) => {
    if (JSON.stringify(r.headers()).includes(secret)) leaks.push(`${r.url()} headers`);
    if (r.status() >= 300 && r.status() < 400) return; // a redirect has no body to read
    const request = { method: r.request().method(), url: r.url(), headers: r.request().headers() };
    // Playwright does not hand over every body (a keepalive request's answer, a cancelled
    // prefetch): those are noted and checked below.
    const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 5000));
    reads.push(
      Promise.race([r.body(), timeout]).then(
        (b) => {
          if (b === 'timeout') unread.push(request);
          else if (b.toString('latin1').includes(secret)) leaks.push(r.url());
        },
        () => {
          unread.push(request);
        },
      ),
    );
  });
  const response = await page.goto(`/contact-us?service=prepaid&orcAuth=${secret}`);
  expect(response?.status()).toBe(200);
  expect(page.url()).not.toContain('orcAuth');
  expect(page.url()).not.toContain(secret);
  // The answer widget keeps a connection open: the page never goes network-idle. Give the
  // page's requests time to finish, then read every body the browser got.
  await page.waitForLoadState('load');
  await page.waitForTimeout(2000);
  expect(await page.content()).not.toContain(secret);
  await Promise.all(reads);
  expect(reads.length).toBeGreaterThan(3);
  // The page's own reports carry only what the analytics tests check; any other unread answer
  // is asked for again, with the same headers and this browser's cookies.
  for (const r of unread) {
    if (r.method === 'POST' && new URL(r.url).pathname.startsWith('/search/v1/signals/')) continue;
    expect(r.method).toBe('GET');
    const again = await page.request.get(r.url, { headers: r.headers });
    if ((await again.body()).toString('latin1').includes(secret)) leaks.push(`${r.url} (asked again)`);
  }
  expect(leaks).toEqual([]);
});

test.describe('analytics', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a page view stores one page load (ESUP, ContactUS, wirelessDevice) and one breadcrumb impression', async ({
    page,
    context,
    request,
  }) => {
    await context.addCookies([
      { name: 'wirelessDevice', value: 'Pixel%209', url: test.info().project.use.baseURL! },
    ]);
    const posts: Request[] = [];
    page.on('request', (r) => {
      if (isSignalPost(r)) posts.push(r);
    });
    await page.goto('/support/contact-us/');
    await expect.poll(() => posts.length).toBeGreaterThanOrEqual(2);
    await page.waitForTimeout(500);
    const sent = posts.map((r) => (r.postDataJSON() as { signals: StoredSignal[] }).signals[0]!);
    expect(sent.map((s) => s.type).sort()).toEqual(['Component_Impression', 'Page_Load']);
    for (const r of posts) expect((await r.response())?.status()).toBe(202);
    const keys = sent.map((s) => s.idempotencyKey);
    await expect(async () => {
      const stored = (await storedSignals(request, ANALYTICS_COLLECTION)).filter((s) =>
        keys.includes(s.idempotencyKey),
      );
      const load = stored.find((s) => s.type === 'Page_Load');
      const impression = stored.find((s) => s.type === 'Component_Impression');
      expect(load?.payload).toMatchObject({
        pageFlowCode: 'ESUP',
        pageSubFlowCode: 'ContactUS',
        pageName: 'contact-us:landing',
        userType: 'consumer',
        service: '',
        wirelessDevice: 'Pixel 9',
      });
      expect(impression?.payload).toMatchObject({
        contentSystem: 'SCMS',
        componentName: 'BREADCRUMBS',
        count_i: 3,
      });
    }).toPass();
  });

  test('a breadcrumb click (the page is left: a beacon) is stored as Link_Click at Body_Breadcrumb', async ({
    page,
    request,
  }) => {
    // The page's analytics listener is attached once its page load has been sent: click after that.
    const loaded = page.waitForRequest(
      (r) =>
        isSignalPost(r) && (r.postDataJSON() as { signals: StoredSignal[] }).signals[0]?.type === 'Page_Load',
    );
    await page.goto('/contact-us?service=digitallife');
    await loaded;
    // Only clicks stored after the page loaded count (the database lives for the whole run).
    const before = new Set((await storedSignals(request, ANALYTICS_COLLECTION)).map((s) => s.idempotencyKey));
    const trail = page.getByRole('navigation', { name: /breadcrumb/i });
    await trail.getByRole('link', { name: 'Support' }).click();
    await expect(page).toHaveURL(/\/support$/);
    await expect(async () => {
      const clicks = (await storedSignals(request, ANALYTICS_COLLECTION)).filter(
        (s) => !before.has(s.idempotencyKey) && s.type === 'Link_Click',
      );
      expect(clicks).toHaveLength(1);
      expect(clicks[0]).toMatchObject({
        name: 'linkClick',
        appId: 'idpSupport',
        payload: {
          eventCode: 'Link_Click',
          eventAction: 'linkClick',
          linkName: 'Support',
          linkDestinationUrl: '/support',
          linkPosition: 'Body_Breadcrumb',
          pageName: 'contact-us:digitallife',
          service: 'digitallife',
        },
      });
    }).toPass();
  });

  test('a top-solutions link click is stored once as Link_Click at Body', async ({ page, request }) => {
    // As above: the click listener is attached once the page load has been sent.
    const loaded = page.waitForRequest(
      (r) =>
        isSignalPost(r) && (r.postDataJSON() as { signals: StoredSignal[] }).signals[0]?.type === 'Page_Load',
    );
    await page.goto('/contact-us');
    await loaded;
    const before = new Set((await storedSignals(request, ANALYTICS_COLLECTION)).map((s) => s.idempotencyKey));
    const top = page.getByRole('region', { name: 'I want to...' });
    const link = top.getByRole('link').first();
    const name = (await link.textContent())!.trim();
    const href = (await link.getAttribute('href'))!;
    await link.click();
    await page.waitForURL((u) => u.pathname !== '/contact-us');
    await expect(async () => {
      const clicks = (await storedSignals(request, ANALYTICS_COLLECTION)).filter(
        (s) => !before.has(s.idempotencyKey) && s.type === 'Link_Click',
      );
      expect(clicks.map((c) => c.payload)).toEqual([
        expect.objectContaining({
          linkName: name,
          linkDestinationUrl: href,
          linkPosition: 'Body',
          pageName: 'contact-us:landing',
        }),
      ]);
    }).toPass();
  });

  test('an in-page report goes by fetch, one signal with its own key, answered 202', async ({ page }) => {
    await page.goto('/contact-us?service=prepaid');
    const contact = page.getByRole('region', { name: 'Get in touch' });
    const sent = page.waitForRequest(
      (r) => isSignalPost(r) && r.postData()?.includes('"Link_Click"') === true,
    );
    await contact.getByRole('radio', { name: 'Call' }).click();
    const request = await sent;
    const batch = request.postDataJSON() as { signals: StoredSignal[] };
    expect(batch.signals).toHaveLength(1);
    expect(batch.signals[0]!.idempotencyKey).toMatch(/^[A-Za-z0-9._:-]{8,128}$/);
    expect(JSON.stringify(batch)).not.toMatch(/signedIn|cookie/i);
    const response = await request.response();
    expect(response?.status()).toBe(202);
  });
});
