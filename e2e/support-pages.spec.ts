import { expect, type Page, test } from '@playwright/test';
import { OutageZipResponseSchema, outageZipUrl } from '@support/contracts';
import { expectNoA11yViolations } from './a11y.ts';
import { recordCspViolations } from './csp.ts';
import { HEADING, tabTo as tabToElement, widget } from './widget.ts';

/** A time as the site shows it in a zone ("Nov 23, 1:00 PM CST"; packages/ui LocalTime). */
const formatLocalTime = (iso: string, timeZone = 'UTC') =>
  new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  });

/**
 * Seed 001 §2 support pages on the running site (real API, knowledge base, outages and device
 * catalogue seeded from content/): the topic pages, the outage check and the device selector.
 */

/** The topic pages as the seed writes them (trailing slash) and where they settle. */
const TOPIC_PAGES = [
  {
    path: '/support/internet/',
    search: 'Search internet support',
    url: '/support/internet',
    h1: 'Internet support',
    trail: ['Home', 'Support', 'Internet'],
    topic: 'Your Wi-Fi gateway',
    article: 'Restart your Wi-Fi gateway',
  },
  {
    path: '/support/wireless/',
    search: 'Search wireless support',
    url: '/support/wireless',
    h1: 'Wireless support',
    trail: ['Home', 'Support', 'Wireless'],
    topic: 'Calling and voicemail',
    article: 'Turn on Wi-Fi calling on your phone',
  },
  {
    path: '/support/smallbusiness/internet/',
    search: 'Search business internet support',
    url: '/support/smallbusiness/internet',
    h1: 'Business internet support',
    trail: ['Small Business Support', 'Internet'],
    topic: 'Installation and setup',
    article: 'Order and configure static IP addresses for business internet',
  },
  {
    path: '/support/smallbusiness/wireless/',
    search: 'Search business wireless support',
    url: '/support/smallbusiness/wireless',
    h1: 'Business wireless support',
    trail: ['Small Business Support', 'Wireless'],
    topic: 'Plans, lines and upgrades',
    article: "Upgrade your employees' business phones",
  },
] as const;

/** Seeded outages (content/outages): 75204 has two active ones, 10001 none. */
const ZIP_WITH_OUTAGES = '75204';
const ZIP_WITHOUT_OUTAGE = '10001';

/** The ZIP check's result heading on /outages (the outage notice above the form has its own). */
const resultHeading = (page: Page) =>
  page.getByRole('heading', { level: 2 }).filter({ hasNotText: / in some areas$/ });
const outageNotice = (page: Page) => page.getByRole('region', { name: /^Service outages? in some areas$/ });
const suggestions = (page: Page) => page.getByRole('list', { name: 'Suggestions' }).getByRole('link');
const ANNOUNCEMENT = /^[1-5] suggestions found, use tab to navigate the options$/;

/**
 * Seed 001 §2, §5: nothing for 2 characters; 1 to 5 suggestions once more are typed, announced;
 * Tab reaches them, the arrow keys move between them, and Enter opens one (axe-checked with the
 * list open). Leaves the browser on the article it opened.
 */
async function expectSuggestions(page: Page, name: string, text: string) {
  const input = page.getByRole('searchbox', { name });
  await expect(input).toHaveAttribute('maxlength', '100');
  const status = page.locator('#support-search-area [role="status"]');
  await tabToElement(page, input);
  await page.keyboard.type(text.slice(0, 2));
  await page.waitForTimeout(500);
  await expect(suggestions(page)).toHaveCount(0);
  await page.keyboard.type(text.slice(2));
  await expect(suggestions(page).first()).toBeVisible();
  const count = await suggestions(page).count();
  expect(count).toBeGreaterThanOrEqual(2);
  expect(count).toBeLessThanOrEqual(5);
  await expect(status).toHaveText(ANNOUNCEMENT);
  await expect(input).toHaveAttribute('aria-controls', /-suggestions$/);
  await page.keyboard.press('Tab');
  await expect(suggestions(page).nth(0)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(suggestions(page).nth(1)).toBeFocused();
  const href = await suggestions(page).nth(1).getAttribute('href');
  expect(href).toMatch(/^\/support\/article\//);
  await expectNoA11yViolations(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(href!);
}

async function expectPageClean(page: Page, violations: string[]) {
  await expectNoA11yViolations(page);
  expect(violations).toEqual([]);
}

/** Presses Tab until the focused element is a link whose text starts with `name` (at most 60 presses). */
async function tabTo(page: Page, name: string) {
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement;
      return el instanceof HTMLAnchorElement ? (el.textContent ?? '').trim() : '';
    });
    if (focused.startsWith(name)) return;
  }
  throw new Error(`no link starting "${name}" reached with Tab`);
}

for (const width of [375, 1280]) {
  test.describe(`support pages at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const p of TOPIC_PAGES) {
      test(`${p.path} lists its topics and articles, with search and top solutions`, async ({ page }) => {
        const violations = await recordCspViolations(page);
        const response = await page.goto(p.path);
        expect(response?.status()).toBe(200);
        expect(new URL(page.url()).pathname).toBe(p.url);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.h1);
        const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
        await expect(trail.getByRole('listitem')).toHaveText([...p.trail]);
        await expect(trail.locator('[aria-current="page"]')).toHaveText(p.trail.at(-1)!);
        const topics = page.getByRole('region', { name: 'Browse by topic' });
        const topic = topics.getByRole('list', { name: p.topic });
        await expect(topic.getByRole('link', { name: p.article })).toHaveAttribute(
          'href',
          /^\/support\/(smallbusiness\/)?article\/[a-z-]+\/KM\d{7}$/,
        );
        // The support search widget (seed 001 §2), not the AI widget: the flag does not list topic pages.
        await expect(page.getByRole('searchbox', { name: p.search })).toHaveAttribute('maxlength', '100');
        await expect(page.getByRole('region', { name: /^What can we help/ })).toHaveCount(0);
        if (p.url.startsWith('/support/smallbusiness')) {
          await expect(page.getByRole('heading', { name: 'Top solutions' })).toBeVisible();
        } else {
          const top = page.getByRole('list', { name: 'Top solutions' }).getByRole('link');
          expect(await top.count()).toBeGreaterThan(0);
        }
        await expectPageClean(page, violations);
      });
    }

    test('/support/internet shows the outage alert of its banner group; /support/wireless none', async ({
      page,
    }) => {
      const violations = await recordCspViolations(page);
      await page.goto('/support/internet');
      const alert = outageNotice(page);
      // Seeded (content/outages) when the API first started: three internet outages, started hours
      // before and due back 4, 6 and 3 hours after it; the banner gives the latest of those times.
      await expect(alert.getByRole('heading', { level: 2 })).toHaveText('Service outages in some areas');
      await expect(alert).toContainText(
        "We're working to restore Internet and AT&T Internet service in some areas.",
      );
      const due = Date.parse((await alert.locator('time').getAttribute('datetime')) ?? '');
      expect(due).toBeGreaterThan(Date.now());
      expect(due).toBeLessThanOrEqual(Date.now() + 6 * 3_600_000);
      // In the browser's zone (Playwright's default here is the machine's, UTC).
      await expect(alert).toContainText(`Expected back by ${formatLocalTime(new Date(due).toISOString())}`);
      await expect(alert.locator('[aria-live], [role="status"], [role="alert"]')).toHaveCount(0);
      await expectPageClean(page, violations);
      await alert.getByRole('link', { name: 'Check your ZIP code for outages' }).click();
      await expect(page).toHaveURL('/outages');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check for an outage');
      await page.goto('/support/wireless');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wireless support');
      await expect(outageNotice(page)).toHaveCount(0);
    });

    test('the support home shows every current alert, then the AI widget (the flag lists the landing)', async ({
      page,
    }) => {
      const violations = await recordCspViolations(page);
      await page.goto('/support');
      const alert = outageNotice(page);
      // The services are named at once; their restore times open on demand (by keyboard too).
      const summary = alert.locator('summary');
      await expect(summary).toHaveText(
        'Internet, AT&T Internet, U-verse TV and Digital home phone: when each should be back',
      );
      await expect(alert.getByRole('heading', { level: 3 })).toHaveCount(0);
      await summary.focus();
      await page.keyboard.press('Enter');
      await expect(alert.getByRole('heading', { level: 3 })).toHaveText([
        'Internet and AT&T Internet',
        'U-verse TV',
        'Digital home phone',
      ]);
      await expect(alert.getByRole('listitem').nth(2)).toContainText(
        'We don’t know yet when service will be back.',
      );
      await expect(widget(page, HEADING.consumer)).toBeVisible();
      await expect(page.getByRole('searchbox', { name: 'Search AT&T support' })).toHaveCount(0);
      await expectPageClean(page, violations);
    });

    test('the support search widget on a topic page suggests at most 5 articles and is keyboard operable', async ({
      page,
    }) => {
      const violations = await recordCspViolations(page);
      await page.goto('/support/internet');
      await expectSuggestions(page, 'Search internet support', 'gateway');
      expect(violations).toEqual([]);
    });

    test('the support search widget on the device selector suggests at most 5 articles and is keyboard operable', async ({
      page,
    }) => {
      const violations = await recordCspViolations(page);
      await page.goto('/device-support/selector');
      await expectSuggestions(page, 'Or search device support', 'hotspot');
      expect(violations).toEqual([]);
    });

    test('/outages finds the active outages of a ZIP code', async ({ page }) => {
      const violations = await recordCspViolations(page);
      expect((await page.goto('/outages'))?.status()).toBe(200);
      await expectPageClean(page, violations);
      await page.getByLabel('ZIP code').fill(ZIP_WITH_OUTAGES);
      await page.getByRole('button', { name: 'Check for outages' }).click();
      await expect(page).toHaveURL(`/outages?zip=${ZIP_WITH_OUTAGES}#outage-check`);
      await expect(resultHeading(page)).toHaveText(`2 active outages at ${ZIP_WITH_OUTAGES}`);
      const result = page.getByRole('region', { name: `2 active outages at ${ZIP_WITH_OUTAGES}` });
      const internet = result
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: 'Internet', exact: true }) });
      await expect(internet).toContainText('Status');
      await expect(internet).toContainText('Expected back');
      await expect(internet.locator('time').first()).toHaveAttribute('datetime', /^2026-/);
      await expect(internet.getByRole('link', { name: 'Restart your Wi-Fi gateway' })).toHaveAttribute(
        'href',
        '/support/article/u-verse-high-speed-internet/KM1000051',
      );
      await expect(result.getByRole('heading', { name: 'U-verse TV' })).toBeVisible();
      // Above the form, every current alert; its link goes to the ZIP field.
      await expect(outageNotice(page).locator('summary')).toContainText(
        'Internet, AT&T Internet, U-verse TV and Digital home phone',
      );
      await outageNotice(page).getByRole('link', { name: 'Check your ZIP code for outages' }).click();
      await expect(page.getByLabel('ZIP code')).toBeFocused();
      await expectPageClean(page, violations);
    });

    test.describe('on a phone in Chicago', () => {
      test.use({ viewport: { width: 375, height: 740 }, timezoneId: 'America/Chicago' });

      test('/outages opens a check at the form with its result on screen, times in the visitor’s zone', async ({
        page,
      }) => {
        const violations = await recordCspViolations(page);
        await page.goto('/outages');
        await page.getByLabel('ZIP code').fill(ZIP_WITH_OUTAGES);
        await page.getByRole('button', { name: 'Check for outages' }).click();
        await expect(resultHeading(page)).toHaveText(`2 active outages at ${ZIP_WITH_OUTAGES}`);
        await expect(resultHeading(page)).toBeInViewport();
        await expect(page.getByRole('heading', { level: 1 })).not.toBeInViewport();
        // Each time as the API has it, shown in Chicago's zone (CST or CDT), never in UTC.
        const times = page
          .getByRole('region', { name: `2 active outages at ${ZIP_WITH_OUTAGES}` })
          .locator('time');
        await expect(times.filter({ hasText: 'UTC' })).toHaveCount(0);
        const stored = OutageZipResponseSchema.parse(
          await (await page.request.get(outageZipUrl(ZIP_WITH_OUTAGES))).json(),
        );
        const internet = stored.outages.find((o) => o.service === 'Internet');
        expect(internet?.expectedRestoreAt).toBeTruthy();
        await expect(
          times.filter({ hasText: formatLocalTime(internet?.expectedRestoreAt ?? '', 'America/Chicago') }),
        ).not.toHaveCount(0);
        await expect(times.filter({ hasText: /C[SD]T$/ })).not.toHaveCount(0);
        await expectPageClean(page, violations);
      });
    });

    test('/outages says when a ZIP code has no known outage', async ({ page }) => {
      const violations = await recordCspViolations(page);
      await page.goto(`/outages?zip=${ZIP_WITHOUT_OUTAGE}`);
      await expect(resultHeading(page)).toHaveText(`No known outage at ${ZIP_WITHOUT_OUTAGE}`);
      await expect(page.getByRole('link', { name: /restart your Wi-Fi gateway/i })).toBeVisible();
      await expect(page.getByLabel('ZIP code')).toHaveValue(ZIP_WITHOUT_OUTAGE);
      await expectPageClean(page, violations);
    });

    test('/outages shows an invalid ZIP code as an error next to the field', async ({ page }) => {
      const violations = await recordCspViolations(page);
      await page.goto('/outages');
      const field = page.getByLabel('ZIP code');
      await field.fill('7520');
      await field.press('Enter');
      await expect(page).toHaveURL('/outages?zip=7520#outage-check');
      // Focus lands at the check, and the next Tab is the field with its error.
      await expect(page.locator('#outage-check')).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(field).toBeFocused();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(/Enter a 5-digit ZIP code/);
      await expect(page.getByText('Enter a 5-digit ZIP code, for example 12345.')).toBeVisible();
      await expect(resultHeading(page)).toHaveCount(0);
      await expectPageClean(page, violations);
    });

    test('the device selector picks a make and a model by keyboard and shows its articles', async ({
      page,
    }) => {
      const violations = await recordCspViolations(page);
      const response = await page.goto('/device-support/selector/');
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Device support');
      await expectPageClean(page, violations);
      await tabTo(page, 'Apple');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL('/device-support/selector/apple');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apple devices');
      await expectPageClean(page, violations);
      await tabTo(page, 'iPhone 15');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL('/device-support/selector/apple/iphone-15');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apple iPhone 15');
      const articles = page.getByRole('list', { name: 'Help for this device' }).getByRole('link');
      await expect(articles).toHaveCount(11);
      await expect(articles.nth(2)).toHaveText('Turn on Wi-Fi calling on your phone');
      await expect(articles.nth(2)).toHaveAttribute('href', '/support/article/wireless/KM1000020');
      await expectPageClean(page, violations);
      // A model named with its make is not named twice.
      await page.goto('/device-support/selector/apple/apple-watch-series-10');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apple Watch Series 10');
    });

    test('the agent selector is marked as the agent view, shows article ids and is not indexed', async ({
      page,
    }) => {
      const violations = await recordCspViolations(page);
      expect((await page.goto('/device-support/agent/selector/'))?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Device support: agent view');
      await expect(page.getByText(/^Agent view:/)).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expectPageClean(page, violations);
      await page.getByRole('link', { name: /^AT&T/ }).click();
      await page.getByRole('link', { name: /^Wi-Fi Gateway/ }).click();
      await expect(page).toHaveURL('/device-support/agent/selector/att/wi-fi-gateway');
      await expect(page.getByRole('link', { name: 'Restart your Wi-Fi gateway (KM1000051)' })).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expectPageClean(page, violations);
    });

    test('an unknown device is a 404 that says so and leads back to the selector', async ({ page }) => {
      const violations = await recordCspViolations(page);
      for (const path of ['/device-support/selector/nokia', '/device-support/selector/apple/iphone-3g']) {
        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText("We don't have that device");
      }
      await expect(page).toHaveTitle("We don't have that device | Support");
      await expectPageClean(page, violations);
      await page.getByRole('link', { name: 'Back to device support' }).click();
      await expect(page).toHaveURL('/device-support/selector');
      const agent = await page.goto('/device-support/agent/selector/apple/iphone-3g');
      expect(agent?.status()).toBe(404);
      await expect(page.getByRole('link', { name: /Back to device support: agent view/i })).toHaveAttribute(
        'href',
        '/device-support/agent/selector',
      );
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the outage check and the device selector work as plain forms and links', async ({ page }) => {
    await page.goto('/outages');
    await page.getByLabel('ZIP code').fill(`${ZIP_WITH_OUTAGES}-1234`);
    await page.getByRole('button', { name: 'Check for outages' }).click();
    await expect(resultHeading(page)).toContainText(`at ${ZIP_WITH_OUTAGES}`);
    await page.goto('/device-support/selector');
    await page.getByRole('link', { name: /^Samsung/ }).click();
    await page.getByRole('link', { name: /^Galaxy S24/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Samsung Galaxy S24');
  });

  // A page's notFound() is one the framework fills in with scripts: the web server renders it instead.
  test('a 404 says so and leads back, with its text in the page the server sent', async ({ page }) => {
    for (const [path, heading, back] of [
      ['/device-support/selector/apple/iphone-3g', "We don't have that device", 'Back to device support'],
      [
        '/device-support/agent/selector/nokia',
        "We don't have that device",
        /Back to device support: agent view/i,
      ],
      ['/support/article/wireless/KM0000000', 'We can’t find that page', 'support home page'],
      ['/no-such-page', 'We can’t find that page', 'support home page'],
      ['/es-us/no-such-page', 'No encontramos esa página', 'Contáctanos'],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
      await expect(page.getByRole('main').getByRole('link', { name: back }), path).toBeVisible();
      await expect(page.locator('meta[name="robots"]'), path).toHaveAttribute('content', /noindex/);
      // The page's language is the address's, and so is its chrome's (header, skip link, footer).
      const lang = path.startsWith('/es-us/') ? 'es-US' : 'en-US';
      await expect(page.locator('html'), path).toHaveAttribute('lang', lang);
      await expect(page.locator('body > header'), path).toHaveAttribute('lang', lang);
      await expect(page.locator('body > footer'), path).toHaveAttribute('lang', lang);
      // The whole tab title is in the page's language.
      if (path.startsWith('/es-us/'))
        expect(await page.title(), path).toBe('Página no encontrada | Asistencia');
    }
  });
});

test('a browser at an address the site cannot read, or one too long, gets a page saying so, with its status', async ({
  page,
}) => {
  for (const [path, status, heading] of [
    ['/support/article/internet/%E0%A4%A', 400, 'We can’t read that address'],
    [`/search?q=${'my internet keeps dropping '.repeat(400)}`, 414, 'That address is too long'],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path.slice(0, 40)).toBe(status);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('link', { name: 'support home page' })).toHaveAttribute('href', '/support');
    await expectNoA11yViolations(page);
  }
  // Under /es-us/ the page speaks Spanish, and says so.
  const response = await page.goto('/es-us/support/contact-us/%E0%A4%A');
  expect(response?.status()).toBe(400);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No podemos leer esa dirección');
  await expect(page.getByRole('main').getByRole('link', { name: 'Contáctanos' })).toHaveAttribute(
    'href',
    '/es-us/support/contact-us',
  );
  await expectNoA11yViolations(page);
});

test('/device-support leads to the device selector', async ({ page }) => {
  await page.goto('/device-support');
  await expect(page).toHaveURL(/\/device-support\/selector\/?$/);
});

test('the Spanish pages have their header, skip link and footer in Spanish', async ({ page }) => {
  await page.goto('/es-us/support/contact-us');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  const header = page.getByRole('banner');
  await expect(header).toHaveAttribute('lang', 'es-US');
  const nav = header.getByRole('navigation', { name: 'Principal' });
  await expect(nav.getByRole('link', { name: 'Contáctanos' })).toHaveAttribute(
    'href',
    '/es-us/support/contact-us',
  );
  await expect(nav.getByRole('link', { name: 'Pequeñas empresas' })).toHaveAttribute(
    'href',
    '/es-us/support/smallbusiness/contact-us',
  );
  // A link to the English pages says so, in words and for the browser.
  const topics = nav.getByRole('link', { name: 'Temas de ayuda (en inglés)' });
  await expect(topics).toHaveAttribute('href', '/support');
  await expect(topics).toHaveAttribute('hreflang', 'en-US');
  await expect(page.getByRole('contentinfo')).toContainText('Servicio al cliente 800-555-0100');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Saltar al contenido principal' })).toBeFocused();
  await expectNoA11yViolations(page);
  // The English pages keep theirs in English.
  await page.goto('/support/contact-us');
  await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Customer service 800-555-0100');
});

test('the Spanish root and support addresses lead to the Spanish contact page', async ({ page }) => {
  for (const path of ['/es-us', '/es-us/support', '/es-us/support/', '/es-us/contact-us']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/es-us\/support\/contact-us\/?$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  }
});

test('the support home links its Internet and Wireless topics to their topic pages and fixed articles', async ({
  page,
}) => {
  await page.goto('/support');
  const internet = page.getByRole('list', { name: 'Internet' });
  await expect(internet.getByRole('link', { name: 'All internet help' })).toHaveAttribute(
    'href',
    '/support/internet',
  );
  await expect(internet.getByRole('link', { name: 'Restart your Wi-Fi gateway' })).toHaveAttribute(
    'href',
    '/support/article/u-verse-high-speed-internet/KM1000051',
  );
  // "Still need help?" leads to the contact page, not to an article about it.
  await expect(
    page.getByRole('list', { name: 'Still need help?' }).getByRole('link', { name: 'Contact us' }),
  ).toHaveAttribute('href', '/support/contact-us');
  const wireless = page.getByRole('list', { name: 'Wireless' });
  await expect(wireless.getByRole('link', { name: 'Use your phone as a mobile hotspot' })).toHaveAttribute(
    'href',
    '/support/article/wireless/KM1000021',
  );
  await wireless.getByRole('link', { name: 'All wireless help' }).click();
  await expect(page).toHaveURL('/support/wireless');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wireless support');
});

test('at 320 px each footer phone number stays on one line, on screen', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto('/support');
  const numbers = page.getByRole('contentinfo').locator('a[href^="tel:"]');
  await expect(numbers.first()).toBeVisible();
  const boxes = await numbers.evaluateAll((links) =>
    links.map((a) => ({ right: a.getBoundingClientRect().right, lines: a.getClientRects().length })),
  );
  expect(boxes.length).toBeGreaterThan(1);
  for (const box of boxes) {
    expect(box.right).toBeLessThanOrEqual(320);
    expect(box.lines).toBe(1);
  }
});
