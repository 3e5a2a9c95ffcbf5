import { expect, type Page, test } from '@playwright/test';
import { expectNoA11yViolations } from './a11y.ts';
import { recordCspViolations } from './csp.ts';

/**
 * Seed 001 §2 support pages on the running site (real API, knowledge base, outages and device
 * catalogue seeded from content/): the topic pages, the outage check and the device selector.
 */

/** The topic pages as the seed writes them (trailing slash) and where they settle. */
const TOPIC_PAGES = [
  {
    path: '/support/internet/',
    url: '/support/internet',
    h1: 'Internet support',
    trail: ['Home', 'Support', 'Internet'],
    topic: 'Your Wi-Fi gateway',
    article: 'Restart your Wi-Fi gateway',
  },
  {
    path: '/support/wireless/',
    url: '/support/wireless',
    h1: 'Wireless support',
    trail: ['Home', 'Support', 'Wireless'],
    topic: 'Calling and voicemail',
    article: 'Turn on Wi-Fi calling on your phone',
  },
  {
    path: '/support/smallbusiness/internet/',
    url: '/support/smallbusiness/internet',
    h1: 'Business internet support',
    trail: ['Small Business Support', 'Internet'],
    topic: 'Installation and setup',
    article: 'Order and configure static IP addresses for business internet',
  },
  {
    path: '/support/smallbusiness/wireless/',
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
        await expect(page.getByRole('search', { name: 'Support' }).getByRole('searchbox')).toBeVisible();
        if (p.url.startsWith('/support/smallbusiness')) {
          await expect(page.getByRole('heading', { name: 'Top solutions' })).toBeVisible();
        } else {
          const top = page.getByRole('list', { name: 'Top solutions' }).getByRole('link');
          expect(await top.count()).toBeGreaterThan(0);
        }
        await expectPageClean(page, violations);
      });
    }

    test('/outages finds the active outages of a ZIP code', async ({ page }) => {
      const violations = await recordCspViolations(page);
      expect((await page.goto('/outages'))?.status()).toBe(200);
      await expectPageClean(page, violations);
      await page.getByLabel('ZIP code').fill(ZIP_WITH_OUTAGES);
      await page.getByRole('button', { name: 'Check for outages' }).click();
      await expect(page).toHaveURL(`/outages?zip=${ZIP_WITH_OUTAGES}`);
      await expect(page.getByRole('heading', { level: 2 })).toContainText(
        `2 active outages at ${ZIP_WITH_OUTAGES}`,
      );
      const internet = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: 'Internet' }) });
      await expect(internet).toContainText('Status');
      await expect(internet).toContainText('Expected back');
      await expect(internet.locator('time').first()).toHaveAttribute('datetime', /^2026-/);
      await expect(internet.getByRole('link', { name: 'Restart your Wi-Fi gateway' })).toHaveAttribute(
        'href',
        '/support/article/u-verse-high-speed-internet/KM1000051',
      );
      await expect(page.getByRole('heading', { name: 'U-verse TV' })).toBeVisible();
      await expectPageClean(page, violations);
    });

    test('/outages says when a ZIP code has no known outage', async ({ page }) => {
      const violations = await recordCspViolations(page);
      await page.goto(`/outages?zip=${ZIP_WITHOUT_OUTAGE}`);
      await expect(page.getByRole('heading', { level: 2 })).toHaveText(
        `No known outage at ${ZIP_WITHOUT_OUTAGE}`,
      );
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
      await expect(page).toHaveURL('/outages?zip=7520');
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(/Enter a 5-digit ZIP code/);
      await expect(page.getByText('Enter a 5-digit ZIP code, for example 12345.')).toBeVisible();
      await expect(page.getByRole('heading', { level: 2 })).toHaveCount(0);
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
      await expect(articles).toHaveCount(5);
      await expect(articles.nth(2)).toHaveText('Turn on Wi-Fi calling on your phone');
      await expect(articles.nth(2)).toHaveAttribute('href', '/support/article/wireless/KM1000020');
      await expectPageClean(page, violations);
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
    await expect(page.getByRole('heading', { level: 2 })).toContainText(`at ${ZIP_WITH_OUTAGES}`);
    await page.goto('/device-support/selector');
    await page.getByRole('link', { name: /^Samsung/ }).click();
    await page.getByRole('link', { name: /^Galaxy S24/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Samsung Galaxy S24');
  });
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
  const wireless = page.getByRole('list', { name: 'Wireless' });
  await expect(wireless.getByRole('link', { name: 'Use your phone as a mobile hotspot' })).toHaveAttribute(
    'href',
    '/support/article/wireless/KM1000021',
  );
  await wireless.getByRole('link', { name: 'All wireless help' }).click();
  await expect(page).toHaveURL('/support/wireless');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wireless support');
});
