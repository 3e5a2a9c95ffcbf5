import { test as base, devices, type Page } from '@playwright/test';
import { E2E_WEB_PORT } from './site.ts';

const DESKTOP = devices['Desktop Chrome'];

/**
 * The UI gallery's tests share one page per worker: opening a page cost 0.9 s and a cold load of
 * the gallery's scripts 1.2 s (0.3 s warm), over seventy tests.
 *
 * Between tests the page is put back as a new one would be: on about:blank, with no listeners the
 * test added, the default viewport, no media emulation, the mouse in the corner, no cookies or
 * local storage (the site keeps nothing else in the browser). Each test starts by loading the
 * gallery. A test whose options need a context of its own (JavaScript off, a time zone, a phone's
 * user agent or touch) gets a fresh page as usual. The site's other specs keep Playwright's own
 * `test`: sharing a page there made two pre-existing races likelier (asking before the widget
 * hydrated, whose form then goes to the search page), and pages that install clocks, routes or
 * init scripts keep them.
 */
export const test = base.extend<object, { sharedPage: Page }>({
  sharedPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({
        viewport: DESKTOP.viewport,
        userAgent: DESKTOP.userAgent,
        deviceScaleFactor: DESKTOP.deviceScaleFactor,
        baseURL: `http://localhost:${E2E_WEB_PORT}`,
      });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async (
    { sharedPage: page, context, viewport, javaScriptEnabled, timezoneId, userAgent, hasTouch, isMobile },
    use,
  ) => {
    const ownContext =
      javaScriptEnabled === false ||
      timezoneId !== undefined ||
      hasTouch === true ||
      isMobile === true ||
      (userAgent !== undefined && userAgent !== DESKTOP.userAgent);
    if (ownContext) {
      await use(await context.newPage());
      return;
    }
    if (viewport) await page.setViewportSize(viewport);
    await use(page);
    page.removeAllListeners();
    await page.evaluate(() => localStorage.clear()).catch(() => undefined);
    await page.goto('about:blank');
    await page.mouse.move(0, 0);
    await page.emulateMedia({ media: null, colorScheme: null, reducedMotion: null, forcedColors: null });
    await page.setViewportSize(DESKTOP.viewport);
    await page.context().clearCookies();
  },
});

export { expect } from '@playwright/test';
