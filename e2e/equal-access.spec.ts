import { expect, type Page, test } from '@playwright/test';
import { equalAccessViolations } from './a11y.ts';
import { ask, expectAnswerDone, Q, widget } from './widget.ts';

// IBM's Equal Access engine (e2e/a11y.ts) over one page of each kind the site has (the UI gallery
// aside: checked before it has hydrated, it reads ids React Aria has not yet settled), and the
// states that add markup: the support search's suggestions open, an answer in the widget, an
// article whose body has a table without header cells (the hostile fixture). axe-core and
// HTML_CodeSniffer check these and more wherever the other specs look.

const PAGES = [
  '/',
  '/support/wireless/',
  '/contact-us',
  '/es-us/support/contact-us',
  '/outages',
  '/device-support/selector/apple/apple-watch-series-10',
  '/search?q=voicemail',
  '/support/article/my-account/KM9990001',
] as const;

async function expectNoEqualAccessViolations(page: Page) {
  expect(await equalAccessViolations(page)).toEqual([]);
}

for (const path of PAGES) {
  test(`IBM Equal Access finds no WCAG 2.2 violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    await expectNoEqualAccessViolations(page);
  });
}

test('IBM Equal Access: a topic page with the support search suggestions open', async ({ page }) => {
  await page.goto('/support/internet/');
  const field = page.getByRole('searchbox', { name: /internet/i });
  await field.click();
  await field.pressSequentially('router');
  const suggestions = page.getByRole('list', { name: 'Suggestions' }).getByRole('link');
  await expect(suggestions.first()).toBeVisible();
  await expectNoEqualAccessViolations(page);
  await page.keyboard.press('Tab');
  await expect(suggestions.first()).toBeFocused();
  await expectNoEqualAccessViolations(page);
});

test('IBM Equal Access: the support landing with an answer in the widget', async ({ page }) => {
  await page.goto('/support');
  const w = widget(page);
  await ask(page, w, Q.restart.text);
  await expectAnswerDone(w);
  await expectNoEqualAccessViolations(page);
});
