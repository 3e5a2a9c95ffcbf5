import { expect, type Page, test } from '@playwright/test';
import { equalAccessViolations } from './a11y.ts';
import { ask, expectAnswerDone, Q, widget } from './widget.ts';

// IBM's Equal Access engine (e2e/a11y.ts) over every kind of page the site has, once each, and the
// states that add markup: the support search's suggestions open, an answer in the widget, the
// contact-us panels, an article whose body has a table without header cells (the hostile fixture).
// axe-core and HTML_CodeSniffer check these and more wherever the other specs look.

const PAGES = [
  '/',
  '/support',
  '/support/smallbusiness',
  '/support/wireless/',
  '/contact-us',
  '/contact-us?service=prepaid',
  '/es-us/support/contact-us',
  '/support/smallbusiness/contact-us/',
  '/outages',
  '/device-support/selector/',
  '/device-support/selector/apple/apple-watch-series-10',
  '/device-support/agent/selector/',
  '/search?q=voicemail',
  '/search',
  '/support/article/wireless/KM1000038',
  '/support/article/my-account/KM9990001',
  '/support/article/wireless/KM0000000',
  '/ui',
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
