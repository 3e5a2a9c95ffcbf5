import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { expectNoA11yViolations } from './a11y.ts';
import { recordCspViolations } from './csp.ts';
import { E2E_API_PORT, E2E_WEB_PORT } from './site.ts';
import { tabTo } from './widget.ts';

// The support search widget (seed 001 §2, §4, §5) on the contact-us pages, in Chromium, with
// suggestions from the real API. The shared site has the AI widget in the search widget's place
// (its flag lists contactUs, content/flags), so this spec starts a second site from the same
// build whose content turns that flag off, and stops it (by its process id) at the end.

const WEB_PORT = Number(process.env.E2E_SEARCH_WIDGET_WEB_PORT ?? E2E_WEB_PORT + 50);
const API_PORT = Number(process.env.E2E_SEARCH_WIDGET_API_PORT ?? E2E_API_PORT + 50);
const SITE = `http://localhost:${WEB_PORT}`;
const GENAI_FLAG = 'cfg-ixp-support-genai-search';
const ANNOUNCEMENT = /^[1-5] suggestions found, use tab to navigate the options$/;
/** The prepaid page: its placeholder comes from the feed's per-service search text. */
const PREPAID = '/contact-us?service=prepaid';

let site: ChildProcess | undefined;

async function startSiteWithSearchWidget(): Promise<ChildProcess> {
  const root = join(import.meta.dirname, '..');
  const content = mkdtempSync(join(tmpdir(), 'support-search-content-'));
  cpSync(join(root, 'content'), content, { recursive: true });
  const flagsFile = join(content, 'flags', 'idp-web-support.json');
  const flags = JSON.parse(readFileSync(flagsFile, 'utf8'));
  flags.allocations[GENAI_FLAG].value = [];
  writeFileSync(flagsFile, JSON.stringify(flags));
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      WEB_PORT: String(WEB_PORT),
      API_PORT: String(API_PORT),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'support-search-data-')),
      CONTENT_DIR: content,
      LOG_LEVEL: 'warn',
    },
  });
  const until = Date.now() + 150_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the second site stopped (exit code ${child.exitCode})`);
    try {
      if ((await fetch(`${SITE}/contact-us`)).ok) return child;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGTERM');
  throw new Error(`the second site did not answer at ${SITE}`);
}

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(180_000);
  site = await startSiteWithSearchWidget();
});
test.afterAll(async () => {
  if (!site || site.exitCode !== null) return;
  const stopped = new Promise((resolve) => site?.once('exit', resolve));
  site.kill('SIGTERM');
  await stopped;
});

const field = (page: Page, name: string | RegExp) => page.getByRole('searchbox', { name });
const options = (page: Page) => page.getByRole('list', { name: 'Suggestions' }).getByRole('link');
const liveRegion = (page: Page) => page.locator('#contact-us-search-area [role="status"]');

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('suggests at most 5 articles once more than 2 characters are typed, announces them, and passes axe', async ({
      page,
    }) => {
      const violations = await recordCspViolations(page);
      await page.goto(`${SITE}${PREPAID}`);
      // The flag is off on this site: the plain search widget, no answer widget (its root carries data-mode).
      await expect(page.locator('section[data-mode][data-status]')).toHaveCount(0);
      const input = field(page, 'Search prepaid help');
      await expect(input).toHaveAttribute('maxlength', '100');
      await expect(input).toHaveAttribute('autocomplete', 'off');
      await expect(input).toHaveAttribute('placeholder', 'Search prepaid help');
      await input.pressSequentially('re');
      await page.waitForTimeout(500);
      await expect(options(page)).toHaveCount(0);
      await expect(liveRegion(page)).toHaveText('');
      await input.pressSequentially('fill');
      await expect(options(page).first()).toBeVisible();
      const count = await options(page).count();
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThanOrEqual(5);
      await expect(liveRegion(page)).toHaveText(ANNOUNCEMENT);
      await expect(liveRegion(page)).toHaveText(
        `${count} suggestions found, use tab to navigate the options`,
      );
      await expect(input).toHaveAttribute('aria-controls', /-suggestions$/);
      for (const href of await options(page).evaluateAll((els) => els.map((e) => e.getAttribute('href')))) {
        expect(href).toMatch(/^\/support\/article\//);
      }
      await expectNoA11yViolations(page);
      expect(violations).toEqual([]);
    });
  });
}

test('keyboard only: Tab to the field, type, Tab to a suggestion, arrow to the next, Enter opens it', async ({
  page,
}) => {
  await page.goto(`${SITE}${PREPAID}`);
  const input = field(page, 'Search prepaid help');
  await tabTo(page, input);
  await page.keyboard.type('refill');
  await expect(options(page).first()).toBeVisible();
  expect(await options(page).count()).toBeGreaterThanOrEqual(2);
  await page.keyboard.press('Tab');
  await expect(options(page).nth(0)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(options(page).nth(1)).toBeFocused();
  const href = await options(page).nth(1).getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${SITE}${href}`);
});

test('Escape in the list goes back to the field and closes it; ArrowDown opens the way in again', async ({
  page,
}) => {
  await page.goto(`${SITE}/contact-us`);
  const input = field(page, /./);
  await input.click();
  await input.pressSequentially('bill');
  await expect(options(page).first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(options(page).first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(input).toBeFocused();
  await expect(options(page)).toHaveCount(0);
  await expect(input).not.toHaveAttribute('aria-controls');
});

test('submitting opens /search with the text, by Enter in the field and by the button', async ({ page }) => {
  await page.goto(`${SITE}${PREPAID}`);
  const input = field(page, 'Search prepaid help');
  await input.fill('refill my phone');
  await input.press('Enter');
  await expect(page).toHaveURL(`${SITE}/search?q=refill+my+phone`);
  await page.goto(`${SITE}/contact-us`);
  await field(page, /./).fill('pay my bill');
  await page.locator('#contact-us-search-area').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(`${SITE}/search?q=pay+my+bill`);
});

test('with no suggestion: the no-results text naming what was typed, with the search hints, announced', async ({
  page,
}) => {
  await page.goto(`${SITE}${PREPAID}`);
  await field(page, 'Search prepaid help').pressSequentially('zzqx');
  const lead = 'No matches for “zzqx” — here are some ideas.';
  const area = page.locator('[data-message="no-results"]');
  await expect(area).toContainText(lead);
  await expect(area.getByRole('listitem')).toHaveCount(3);
  await expect(liveRegion(page)).toHaveText(lead);
  await expectNoA11yViolations(page);
});

test('clicking the field scrolls the search area to the top of the window', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 600 });
  await page.goto(`${SITE}${PREPAID}`);
  const area = page.locator('#contact-us-search-area');
  const input = field(page, 'Search prepaid help');
  await input.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, -200));
  const before = await area.evaluate((el) => el.getBoundingClientRect().top);
  expect(before).toBeGreaterThan(100);
  await input.click();
  await expect.poll(() => area.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(40);
});

test('without JavaScript the form still searches (small business: /search/smallBusiness)', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${SITE}/support/smallbusiness/contact-us/`);
  const input = page.getByRole('searchbox');
  await expect(input).toHaveAttribute('maxlength', '100');
  await input.fill('website');
  await input.press('Enter');
  await expect(page).toHaveURL(`${SITE}/search/smallBusiness?q=website`);
  await context.close();
});
