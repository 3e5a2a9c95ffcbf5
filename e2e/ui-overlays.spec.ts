import type { Locator, Page } from '@playwright/test';
import { expectNoA11yViolations } from './a11y.ts';
import { expect, test } from './shared-page.ts';

// Numbers from the issue 3 spec (popover, tooltip) and seed 000 (tooltip), as the blocks define them.
const POPOVER = { MIN_WIDTH: 150, MAX_WIDTH: 400, MAX_WIDTH_NARROW: 300, SCROLL_OFFSET: 30 };
const TOOLTIP = { MAX_WIDTH: 320, MARGIN_WIDE: 32, MARGIN_NARROW: 16, GAP: 8 };
const VIEWPORTS = { mobile: 375, tablet: 768, desktop: 1280 } as const;
const HEIGHT = 800;

async function open(page: Page, width: number) {
  await page.setViewportSize({ width, height: HEIGHT });
  await page.goto('/ui');
  await expect(page.getByRole('heading', { level: 2, name: 'Overlays' })).toBeVisible();
}

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error('element has no box');
  return b;
}

/**
 * Puts focus on `target` as a Tab sequence would (the gallery is too long to tab through), then
 * presses Shift alone so the page is in keyboard modality (focus rings, React Aria's keyboard paths).
 * Every interaction after this is keyboard only.
 */
async function focusWithKeyboard(page: Page, target: Locator) {
  await target.focus();
  await page.keyboard.press('Shift');
  await expect(target).toBeFocused();
}

async function expectFocusInside(container: Locator) {
  await expect.poll(() => container.evaluate((el) => el.contains(document.activeElement))).toBe(true);
}

test.describe('popover', () => {
  test('keyboard: Enter and Space toggle, focus is trapped, Escape and the close button return focus', async ({
    page,
  }) => {
    await open(page, VIEWPORTS.desktop);
    const trigger = page.getByRole('button', { name: 'Plan details (left)' });
    await focusWithKeyboard(page, trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Unlimited Plus' });
    await expect(dialog).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expectFocusInside(dialog);
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      await expectFocusInside(dialog);
    }
    await page.keyboard.press('Shift+Tab');
    await expectFocusInside(dialog);
    await expectNoA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    await page.keyboard.press('Space');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('pointer: a click toggles it and an outside click closes it', async ({ page }) => {
    await open(page, VIEWPORTS.desktop);
    const trigger = page.getByRole('button', { name: 'Plan details (left)' });
    const dialog = page.getByRole('dialog', { name: 'Unlimited Plus' });
    await trigger.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, HEIGHT - 5);
    await expect(dialog).toBeHidden();
  });

  for (const [align, name] of [
    ['left', 'Plan details (left)'],
    ['center', 'Plan details (centre)'],
    ['right', 'Plan details (right)'],
  ] as const) {
    test(`desktop: aligns ${align} below its trigger, 150 to 400 px wide`, async ({ page }) => {
      await open(page, VIEWPORTS.desktop);
      const trigger = page.getByRole('button', { name });
      await focusWithKeyboard(page, trigger);
      await page.keyboard.press('Enter');
      const panel = page.locator('[data-align]').filter({ has: page.getByRole('dialog') });
      await expect(panel).toBeVisible();
      const t = await box(trigger);
      const p = await box(panel);
      expect(p.width).toBeGreaterThanOrEqual(POPOVER.MIN_WIDTH);
      expect(p.width).toBeLessThanOrEqual(POPOVER.MAX_WIDTH);
      expect(p.y).toBeGreaterThanOrEqual(t.y + t.height);
      if (align === 'left') expect(Math.abs(p.x - t.x)).toBeLessThanOrEqual(1);
      if (align === 'right') expect(Math.abs(p.x + p.width - (t.x + t.width))).toBeLessThanOrEqual(1);
      if (align === 'center')
        expect(Math.abs(p.x + p.width / 2 - (t.x + t.width / 2))).toBeLessThanOrEqual(1);
    });
  }

  test('desktop: position top opens above the trigger', async ({ page }) => {
    await open(page, VIEWPORTS.desktop);
    const trigger = page.getByRole('button', { name: 'Plan details (above)' });
    await focusWithKeyboard(page, trigger);
    await trigger.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 500));
    await page.keyboard.press('Enter');
    const panel = page.locator('[data-position="top"]');
    await expect(panel).toBeVisible();
    const t = await box(trigger);
    const p = await box(panel);
    expect(p.y + p.height).toBeLessThanOrEqual(t.y);
  });

  test('desktop: opening near the bottom of the viewport scrolls it into view with a 30 px margin', async ({
    page,
  }) => {
    await open(page, VIEWPORTS.desktop);
    const trigger = page.getByRole('button', { name: 'Plan details (left)' });
    await focusWithKeyboard(page, trigger);
    // Put the trigger 60 px above the bottom edge: the panel below it cannot fit.
    await trigger.evaluate((el) => {
      const r = el.getBoundingClientRect();
      window.scrollBy(0, r.bottom - (window.innerHeight - 60));
    });
    const before = await page.evaluate(() => window.scrollY);
    await page.keyboard.press('Enter');
    const panel = page.locator('[data-align]').filter({ has: page.getByRole('dialog') });
    await expect(panel).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
    const p = await box(panel);
    expect(Math.abs(p.y + p.height - (HEIGHT - POPOVER.SCROLL_OFFSET))).toBeLessThanOrEqual(1);
  });

  test('mobile: fills the screen up to 767 px; the inline one is 300 px wide at most up to 428 px', async ({
    page,
  }) => {
    await open(page, VIEWPORTS.mobile);
    const trigger = page.getByRole('button', { name: 'Plan details (left)' });
    await focusWithKeyboard(page, trigger);
    await page.keyboard.press('Enter');
    const panel = page.locator('[data-fullscreen]');
    await expect(panel).toBeVisible();
    expect(await box(panel)).toEqual({ x: 0, y: 0, width: VIEWPORTS.mobile, height: HEIGHT });
    await expectNoA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(trigger).toBeFocused();

    const inline = page.getByRole('button', { name: 'Plan details (inline)' });
    await focusWithKeyboard(page, inline);
    await page.keyboard.press('Enter');
    const inlinePanel = page.locator('[data-align]').filter({ has: page.getByRole('dialog') });
    await expect(inlinePanel).toBeVisible();
    await expect(inlinePanel).not.toHaveAttribute('data-fullscreen');
    const p = await box(inlinePanel);
    expect(p.width).toBeLessThanOrEqual(POPOVER.MAX_WIDTH_NARROW);
    expect(p.width).toBeGreaterThanOrEqual(POPOVER.MIN_WIDTH);
    expect(p.x).toBeGreaterThanOrEqual(0);
    expect(p.x + p.width).toBeLessThanOrEqual(VIEWPORTS.mobile);
  });

  test('tablet: 768 px is not full screen and keeps the 400 px limit', async ({ page }) => {
    await open(page, VIEWPORTS.tablet);
    const trigger = page.getByRole('button', { name: 'Plan details (left)' });
    await focusWithKeyboard(page, trigger);
    await page.keyboard.press('Enter');
    const panel = page.locator('[data-align]').filter({ has: page.getByRole('dialog') });
    await expect(panel).toBeVisible();
    await expect(panel).not.toHaveAttribute('data-fullscreen');
    const p = await box(panel);
    expect(p.width).toBeLessThanOrEqual(POPOVER.MAX_WIDTH);
    expect(p.width).toBeGreaterThanOrEqual(POPOVER.MIN_WIDTH);
    await expectNoA11yViolations(page);
  });
});

test.describe('tooltip', () => {
  test('keyboard: Enter shows it and describes the trigger, Escape hides it; Space shows it, Tab hides it', async ({
    page,
  }) => {
    await open(page, VIEWPORTS.desktop);
    const trigger = page.getByRole('button', { name: 'taxes and fees' });
    await focusWithKeyboard(page, trigger);
    await page.keyboard.press('Enter');
    const tip = page.getByRole('tooltip');
    await expect(tip).toBeVisible();
    await expect(tip).toContainText('billed monthly');
    await expect(trigger).toHaveAttribute('aria-describedby', (await tip.getAttribute('id')) ?? 'missing');
    await expect(trigger).toHaveAccessibleDescription(/billed monthly/);
    await expectNoA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(tip).toBeHidden();
    await expect(trigger).not.toHaveAttribute('aria-describedby');

    await page.keyboard.press('Space');
    await expect(tip).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(tip).toBeHidden();
  });

  test('pointer: hover shows it, leaving hides it; a click pins it until an outside click', async ({
    page,
  }) => {
    await open(page, VIEWPORTS.desktop);
    const trigger = page.getByRole('button', { name: 'taxes and fees' });
    const tip = page.getByRole('tooltip');
    await trigger.hover();
    await expect(tip).toBeVisible();
    // The pointer can move onto the tooltip (WCAG 1.4.13).
    const t = await box(trigger);
    const b = await box(tip);
    await page.mouse.move(t.x + t.width / 2, t.y + 2, { steps: 1 });
    await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 10 });
    await expect(tip).toBeVisible();
    await page.mouse.move(5, HEIGHT - 5);
    await expect(tip).toBeHidden();

    await trigger.click();
    await expect(trigger).toHaveAttribute('data-pinned', 'true');
    await page.mouse.move(5, HEIGHT - 5);
    await expect(tip).toBeVisible();
    await page.mouse.click(5, HEIGHT - 5);
    await expect(tip).toBeHidden();
  });

  test('flips below its trigger when there is no room above', async ({ page }) => {
    await open(page, VIEWPORTS.desktop);
    const trigger = page.getByRole('button', { name: 'taxes and fees' });
    await focusWithKeyboard(page, trigger);
    await trigger.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 10));
    await page.keyboard.press('Enter');
    const tip = page.getByRole('tooltip');
    await expect(tip).toHaveAttribute('data-placement', 'bottom');
    const t = await box(trigger);
    const b = await box(tip);
    expect(Math.abs(b.y - (t.y + t.height + TOOLTIP.GAP))).toBeLessThanOrEqual(1);
  });

  test('places itself again after its content changes', async ({ page }) => {
    await open(page, VIEWPORTS.desktop);
    const trigger = page.getByRole('button', { name: 'Check availability' });
    await focusWithKeyboard(page, trigger);
    await trigger.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 300));
    await page.keyboard.press('Enter');
    const tip = page.getByRole('tooltip');
    await expect(tip).toContainText('Fiber internet is available');
    const t = await box(trigger);
    await expect
      .poll(async () => {
        const b = await box(tip);
        return Math.round(b.y + b.height);
      })
      .toBe(Math.round(t.y - TOOLTIP.GAP));
    await expectNoA11yViolations(page);
  });

  for (const [width, margin] of [
    [VIEWPORTS.mobile, TOOLTIP.MARGIN_NARROW],
    [VIEWPORTS.tablet, TOOLTIP.MARGIN_WIDE],
    [VIEWPORTS.desktop, TOOLTIP.MARGIN_WIDE],
  ] as const) {
    test(`at ${width} px it stays ${margin} px inside the viewport and at most 320 px wide`, async ({
      page,
    }) => {
      await open(page, width);
      for (const name of ['taxes and fees', 'More about autopay', 'Check availability']) {
        const trigger = page.getByRole('button', { name });
        await focusWithKeyboard(page, trigger);
        await page.keyboard.press('Enter');
        const tip = page.getByRole('tooltip');
        await expect(tip).toBeVisible();
        const b = await box(tip);
        expect(b.width).toBeLessThanOrEqual(TOOLTIP.MAX_WIDTH);
        expect(b.x).toBeGreaterThanOrEqual(margin - 0.5);
        expect(b.x + b.width).toBeLessThanOrEqual(width - margin + 0.5);
        await page.keyboard.press('Escape');
        await expect(tip).toBeHidden();
      }
    });
  }
});

test.describe('modal', () => {
  test('keyboard: a button opens the medium modal, focus is trapped, Escape closes and returns focus', async ({
    page,
  }) => {
    await open(page, VIEWPORTS.desktop);
    const trigger = page.getByRole('button', { name: 'Change plan' });
    await focusWithKeyboard(page, trigger);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Change your plan' });
    await expect(dialog).toBeVisible();
    await expectFocusInside(dialog);
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      await expectFocusInside(dialog);
    }
    // The page behind does not scroll.
    await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');
    const y = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => window.scrollY)).toBe(y);
    await expect(dialog.locator('xpath=..')).toHaveAttribute('data-size', 'medium');
    await expectNoA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('keyboard: a link opens the large modal; its close button closes it', async ({ page }) => {
    await open(page, VIEWPORTS.desktop);
    const trigger = page.getByRole('link', { name: 'See the coverage map' });
    await focusWithKeyboard(page, trigger);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Coverage map' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('xpath=..')).toHaveAttribute('data-size', 'large');
    const large = await box(dialog);
    await page.getByRole('button', { name: 'Close coverage map' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    await focusWithKeyboard(page, page.getByRole('button', { name: 'Change plan' }));
    await page.keyboard.press('Enter');
    const medium = await box(page.getByRole('dialog', { name: 'Change your plan' }));
    expect(large.width).toBeGreaterThan(medium.width);
  });

  test('controlled: the page opens it from its own button and hears it close', async ({ page }) => {
    await open(page, VIEWPORTS.desktop);
    const opener = page.getByRole('button', { name: 'Open the controlled modal' });
    const state = page.locator('#overlays-modal-controlled-state');
    await focusWithKeyboard(page, opener);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Autopay is on' })).toBeVisible();
    await expect(state).toHaveText('The controlled modal is open.');
    await page.getByRole('button', { name: 'Got it' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(state).toHaveText('The controlled modal is closed.');
    await expect(opener).toBeFocused();
  });

  for (const width of [VIEWPORTS.mobile, VIEWPORTS.tablet]) {
    test(`at ${width} px both sizes fit the viewport`, async ({ page }) => {
      await open(page, width);
      for (const [name, role] of [
        ['Change plan', 'button'],
        ['See the coverage map', 'link'],
      ] as const) {
        const trigger = page.getByRole(role, { name });
        await focusWithKeyboard(page, trigger);
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog');
        await expect(dialog).toBeVisible();
        const b = await box(dialog);
        expect(b.x).toBeGreaterThanOrEqual(0);
        expect(b.x + b.width).toBeLessThanOrEqual(width);
        await expectNoA11yViolations(page);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      }
    });
  }
});

test.describe('breadcrumbs', () => {
  test('footer, header and standalone trails, with BreadcrumbList structured data', async ({ page }) => {
    await open(page, VIEWPORTS.desktop);
    const footer = page.getByRole('navigation', { name: 'Breadcrumb (footer)' });
    await expect(footer.getByRole('listitem')).toHaveText(['Home', 'Search', 'at&t Internet']);
    await expect(footer.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(footer.getByText('at&t Internet')).toHaveAttribute('aria-current', 'page');
    await expect(footer.getByRole('link')).toHaveCount(2);

    const header = page.getByRole('navigation', { name: 'Breadcrumb (header)' });
    await expect(header.getByText('Breadcrumbs', { exact: true })).toHaveAttribute('aria-current', 'page');
    const standalone = page.getByRole('navigation', { name: 'Breadcrumb', exact: true });
    await expect(standalone.locator('ol > li')).toHaveCount(3);

    const data = await footer
      .locator('script[type="application/ld+json"]')
      .evaluate((el) => JSON.parse(el.textContent ?? ''));
    expect(data).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Home', item: 'https://www.example.com/' },
        { position: 2, name: 'Search', item: 'https://www.example.com/search' },
        { position: 3, name: 'at&t Internet' },
      ],
    });
    expect(data.itemListElement[2].item).toBeUndefined();
  });

  test('keyboard: Tab reaches the links and Enter follows one, reported as Body_Breadcrumb', async ({
    page,
  }) => {
    await open(page, VIEWPORTS.desktop);
    const header = page.getByRole('navigation', { name: 'Breadcrumb (header)' });
    const link = header.getByRole('link', { name: 'Building blocks' });
    await focusWithKeyboard(page, link);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/ui#overlays-title$/);
    await expect(page.locator('#overlays-breadcrumbs-analytics')).toHaveText(
      'Last breadcrumb link: Building blocks (Body_Breadcrumb)',
    );
  });

  for (const width of Object.values(VIEWPORTS)) {
    test(`at ${width} px the trails stay inside the viewport and the page has no axe violations`, async ({
      page,
    }) => {
      await open(page, width);
      for (const nav of await page.getByRole('navigation', { name: /^Breadcrumb/ }).all()) {
        const b = await box(nav);
        expect(b.x + b.width).toBeLessThanOrEqual(width);
      }
      await expectNoA11yViolations(page);
    });
  }
});
