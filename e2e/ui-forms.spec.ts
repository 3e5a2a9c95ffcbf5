import type { Locator, Page } from '@playwright/test';
import { expectNoA11yViolations } from './a11y.ts';
import { expect, test } from './shared-page.ts';

// Widths from the spec: mobile (up to 767), tablet (768 to 1024), desktop (from 1025).
const WIDTHS = { mobile: 375, tablet: 768, desktop: 1280 } as const;
const HEIGHT = 900;
const RADIO_ERROR_NAME =
  'Oops! There appears to be a problem, please select one of the following radio buttons.';
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

async function openGallery(page: Page, width: number = WIDTHS.desktop) {
  await page.setViewportSize({ width, height: HEIGHT });
  await page.goto('/ui');
  await expect(page.getByRole('heading', { level: 2, name: 'Forms' })).toBeVisible();
}

const section = (page: Page) => page.locator('#forms-gallery');

/** Slide names of a carousel that are in view (the others are inert). */
async function visibleSlides(carousel: Locator): Promise<string[]> {
  return carousel
    .locator('[aria-roledescription="slide"]:not([inert])')
    .evaluateAll((slides) => slides.map((s) => s.getAttribute('aria-label') ?? ''));
}

test.describe('forms gallery: rendering', () => {
  test('is rendered on the server and hydrates without errors', async ({ page, request }) => {
    const html = await (await request.get('/ui')).text();
    expect(html).toContain('id="forms-gallery"');
    expect(html).toContain('Select an Option');
    expect(html).toContain('aria-roledescription="carousel"');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      // Production React reports hydration mismatches as minified errors #418, #423 and #425.
      if (message.type() === 'error' && /hydrat|#418|#423|#425/i.test(message.text()))
        errors.push(message.text());
    });
    await openGallery(page);
    await expect(section(page).getByRole('region', { name: 'Related answers' })).toHaveAttribute(
      'data-state',
      'ready',
    );
    expect(errors).toEqual([]);
  });

  for (const [name, width] of Object.entries(WIDTHS)) {
    test(`fields are full width on mobile only (${name}, ${width} px)`, async ({ page }) => {
      await openGallery(page, width);
      const fullWidth = width <= 767;
      for (const [demo, control] of [
        ['#forms-select-value', section(page).getByRole('button', { name: /Reason for contact/ })],
        ['#forms-textarea-counter', section(page).getByRole('textbox', { name: 'Describe the problem' })],
      ] as const) {
        const outer = await section(page).locator(demo).boundingBox();
        const inner = await control.boundingBox();
        expect(outer && inner, demo).toBeTruthy();
        if (!outer || !inner) continue;
        if (fullWidth) expect(Math.abs(outer.width - inner.width), demo).toBeLessThan(1);
        else expect(inner.width, demo).toBeLessThan(outer.width - 1);
      }
    });
  }
});

test.describe('forms gallery: radio group', () => {
  test('arrow keys move and check, skip the disabled choice, and Tab leaves the group', async ({ page }) => {
    await openGallery(page);
    const group = section(page).getByRole('radiogroup', { name: 'Internet plan' });
    await group.getByRole('radio', { name: 'Basic internet' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(group.getByRole('radio', { name: 'Internet Plus' })).toBeChecked();
    await expect(group.getByRole('radio', { name: 'Internet Plus' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(group.getByRole('radio', { name: 'Internet and TV bundle' })).toBeChecked();
    await page.keyboard.press('ArrowUp');
    await expect(group.getByRole('radio', { name: 'Internet Plus' })).toBeChecked();
    await page.keyboard.press('Tab');
    const controlled = section(page).getByRole('radiogroup', { name: 'Plan (controlled)' });
    await expect(controlled.getByRole('radio', { name: 'Internet Plus' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(section(page).locator('#forms-radio-controlled output')).toHaveText('bundle');
    await expectNoA11yViolations(page);
  });

  test('the error state renames the group with the seed sentence and shows an alert', async ({ page }) => {
    await openGallery(page);
    const group = section(page).getByRole('radiogroup', { name: RADIO_ERROR_NAME });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(section(page).locator('#forms-radio-error').getByRole('alert')).toHaveText(
      'Choose an install window to continue.',
    );
    await group.getByRole('radio', { name: 'Morning (8 am to 12 pm)' }).focus();
    await page.keyboard.press('Space');
    await expect(group.getByRole('radio', { name: 'Morning (8 am to 12 pm)' })).toBeChecked();
    await expectNoA11yViolations(page);
  });
});

test.describe('forms gallery: select', () => {
  test('opens with Enter, pages by 3, type-ahead, chooses with Enter and closes with Escape', async ({
    page,
  }) => {
    await openGallery(page);
    const trigger = section(page).getByRole('button', { name: /Reason for contact/ });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const listbox = page.getByRole('listbox', { name: 'Reason for contact' });
    await expect(listbox).toBeVisible();
    await expect(listbox.getByRole('option', { name: 'Internet' })).toBeFocused();
    await expectNoA11yViolations(page);
    await page.keyboard.press('PageUp');
    await expect(listbox.getByRole('option', { name: 'Change plan' })).toBeFocused();
    await page.keyboard.press('PageDown');
    await expect(listbox.getByRole('option', { name: 'Internet' })).toBeFocused();
    await page.keyboard.press('w');
    await expect(listbox.getByRole('option', { name: 'Wireless' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(listbox).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveText('Wireless');
    await page.keyboard.press('ArrowDown');
    await expect(listbox).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(listbox).toBeHidden();
    await expect(trigger).toHaveText('Wireless');
  });

  test('type-ahead on the closed select jumps to the next match', async ({ page }) => {
    await openGallery(page);
    const trigger = section(page).getByRole('button', { name: /Reason for contact/ });
    await trigger.focus();
    await page.keyboard.press('c');
    await expect(trigger).toHaveText('Cable TV');
    await page.keyboard.press('c');
    await expect(trigger).toHaveText('Change plan');
  });

  test('leaving the required select empty sets the error state; choosing a value clears it', async ({
    page,
  }) => {
    await openGallery(page);
    const trigger = section(page).getByRole('button', { name: /Topic of your question/ });
    const message = section(page).getByText('Choose a topic so we can route your question.');
    await expect(trigger).toHaveText('Select');
    await trigger.focus();
    await page.keyboard.press('Tab');
    await expect(message).toBeVisible();
    await expect(trigger).toHaveAccessibleDescription('Choose a topic so we can route your question.');
    await expectNoA11yViolations(page);
    await trigger.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    // Tab chooses the focused option, closes the list and moves on (APG select-only combobox).
    await page.keyboard.press('Tab');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await expect(trigger).toHaveText('Cable TV');
    await expect(message).toBeHidden();
    await expect(section(page).getByRole('button', { name: /Device type/ })).toBeFocused();
  });

  test('the default select reads "Select an Option" / "Select"; the error one describes its error', async ({
    page,
  }) => {
    await openGallery(page);
    await expect(section(page).getByRole('button', { name: 'Select Select an Option' })).toHaveText('Select');
    await expect(section(page).getByRole('button', { name: /Device type/ })).toHaveAccessibleDescription(
      'Choose a device type.',
    );
    await expect(section(page).getByRole('button', { name: /Service address/ })).toBeDisabled();
  });

  test('iPhone gets a native select, after hydration', async ({ browser }) => {
    const context = await browser.newContext({
      userAgent: IPHONE_UA,
      viewport: { width: WIDTHS.mobile, height: HEIGHT },
    });
    const page = await context.newPage();
    await page.goto('/ui');
    const select = section(page).getByRole('combobox', { name: 'Reason for contact' });
    await expect(select).toHaveJSProperty('tagName', 'SELECT');
    await expect(select).toHaveValue('internet');
    await select.focus();
    await page.keyboard.press('Tab');
    const required = section(page).getByRole('combobox', { name: 'Topic of your question' });
    await expect(required).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(required).toHaveAttribute('aria-invalid', 'true');
    await expect(required).toHaveAccessibleDescription('Choose a topic so we can route your question.');
    await required.selectOption('Moving');
    await expect(required).not.toHaveAttribute('aria-invalid');
    await expectNoA11yViolations(page);
    await context.close();
  });
});

test.describe('forms gallery: text area', () => {
  test('counts typed characters and turns assertive with 20 or fewer left', async ({ page }) => {
    await openGallery(page);
    const field = section(page).getByRole('textbox', { name: 'Describe the problem' });
    await field.focus();
    await page.keyboard.type('No dial tone');
    const counter = section(page).locator('#forms-textarea-counter').getByText('12/250');
    await expect(counter).toHaveAttribute('aria-live', 'polite');
    await expect(field).toHaveAccessibleDescription('Do not include passwords or card numbers. 12/250');
    const nearLimit = section(page).locator('#forms-textarea-near-limit').getByText('52/60');
    await expect(nearLimit).toHaveAttribute('aria-live', 'assertive');
    const error = section(page).getByRole('textbox', { name: 'Reason for cancelling' });
    await expect(error).toHaveAttribute('aria-invalid', 'true');
    await expect(error).toHaveAccessibleDescription('Tell us why you are cancelling. 0/250');
    await expect(section(page).getByText('This helps us improve.')).toHaveCount(0);
    await expectNoA11yViolations(page);
  });
});

test.describe('forms gallery: carousel', () => {
  for (const [name, width] of Object.entries(WIDTHS)) {
    test(`default breakpoints at ${width} px (${name}): 1 slide, dots, no arrows`, async ({ page }) => {
      await openGallery(page, width);
      const carousel = section(page).getByRole('region', { name: 'Wi-Fi tips' });
      await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
      await expect(carousel).toHaveAttribute('data-state', 'ready');
      await expect(carousel).toHaveAttribute('data-slides-to-show', '1');
      expect(await visibleSlides(carousel)).toEqual(['1 of 5']);
      await expect(carousel.getByRole('button', { name: /slide$/ })).toHaveCount(0);
      const dot = carousel.getByRole('button', { name: 'Go to slide 2' });
      await dot.focus();
      await page.keyboard.press('Enter');
      await expect(dot).toHaveAttribute('aria-current', 'true');
      expect(await visibleSlides(carousel)).toEqual(['2 of 5']);
      await expectNoA11yViolations(page);
    });
  }

  const ANSWER_LAYOUT = [
    { width: WIDTHS.desktop, slides: ['1 of 6', '2 of 6'], arrows: true },
    { width: WIDTHS.tablet, slides: ['1 of 6', '2 of 6'], arrows: true },
    { width: WIDTHS.mobile, slides: ['1 of 6'], arrows: false },
    { width: 1440, slides: ['1 of 6', '2 of 6', '3 of 6'], arrows: true },
  ];
  for (const { width, slides, arrows } of ANSWER_LAYOUT) {
    test(`answer widget layout at ${width} px shows ${slides.length} slide(s)`, async ({ page }) => {
      await openGallery(page, width);
      const carousel = section(page).getByRole('region', { name: 'Related answers' });
      await expect(carousel).toHaveAttribute('data-state', 'ready');
      await expect(carousel).toHaveAttribute('data-slides-to-show', String(slides.length));
      expect(await visibleSlides(carousel)).toEqual(slides);
      await expect(carousel.getByRole('button', { name: 'Next slide' })).toHaveCount(arrows ? 1 : 0);
      await expectNoA11yViolations(page);
    });
  }

  test('keyboard: Next walks to the last slide, where it is disabled and keeps focus; dots follow', async ({
    page,
  }) => {
    await openGallery(page);
    const carousel = section(page).getByRole('region', { name: 'Account tips' });
    await expect(carousel).toHaveAttribute('data-state', 'ready');
    const previous = carousel.getByRole('button', { name: 'Previous slide' });
    const next = carousel.getByRole('button', { name: 'Next slide' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await expect(carousel.getByRole('group', { name: 'Choose a slide' })).toHaveAttribute(
      'data-compact',
      'true',
    );
    await next.focus();
    for (let slide = 2; slide <= 8; slide++) {
      await page.keyboard.press('Enter');
      expect(await visibleSlides(carousel)).toEqual([`${slide} of 8`]);
    }
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(next).toBeFocused();
    // The last slide settles flush with the viewport's left edge.
    const viewportBox = await carousel.locator('[aria-live="polite"]').boundingBox();
    await expect
      .poll(async () => {
        const box = await carousel.getByRole('group', { name: '8 of 8' }).boundingBox();
        return Math.abs((box?.x ?? 0) - (viewportBox?.x ?? 0));
      })
      .toBeLessThan(1);
    await expect(carousel.getByRole('button', { name: /^Go to slide/ })).toHaveCount(4);
    await expect(carousel.getByRole('button', { name: 'Go to slide 8' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(carousel.getByRole('button', { name: 'Go to slide 4' })).toHaveCount(0);
    await expectNoA11yViolations(page);
    // The dots are one Tab stop, the current one; arrow keys move between them and the slides.
    await page.keyboard.press('Shift+Tab');
    await expect(carousel.getByRole('button', { name: 'Go to slide 8' })).toBeFocused();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowLeft');
    await expect(carousel.getByRole('button', { name: 'Go to slide 5' })).toBeFocused();
    expect(await visibleSlides(carousel)).toEqual(['5 of 8']);
    // Shift+Tab leaves the dots at once, for Previous.
    await page.keyboard.press('Shift+Tab');
    await expect(previous).toBeFocused();
  });

  test('a move animates, and lands at once with reduced motion', async ({ page }) => {
    const clickNext = (carousel: Locator) =>
      carousel.evaluate((root) => {
        const slides = root.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]');
        const container = slides[0]?.parentElement;
        root.querySelector<HTMLButtonElement>('button[aria-label="Next slide"]')?.click();
        // Read in the same task as the click: no animation frame has run yet.
        const match = /translate3d\((-?[\d.]+)px/.exec(container?.style.transform ?? '');
        return { x: match ? Number(match[1]) : 0, target: -(slides[1]?.offsetLeft ?? 0) };
      });
    const translateX = (carousel: Locator) =>
      carousel.evaluate((root) => {
        const container = root.querySelector('[aria-roledescription="slide"]')?.parentElement;
        const match = /translate3d\((-?[\d.]+)px/.exec(container?.style.transform ?? '');
        return match ? Number(match[1]) : 0;
      });

    await openGallery(page);
    let carousel = section(page).getByRole('region', { name: 'Account tips' });
    await expect(carousel).toHaveAttribute('data-state', 'ready');
    const animated = await clickNext(carousel);
    expect(animated.target).toBeLessThan(-100);
    expect(Math.abs(animated.x - animated.target)).toBeGreaterThan(1);
    await expect.poll(async () => Math.abs((await translateX(carousel)) - animated.target)).toBeLessThan(1);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    carousel = section(page).getByRole('region', { name: 'Account tips' });
    await expect(carousel).toHaveAttribute('data-state', 'ready');
    const instant = await clickNext(carousel);
    expect(Math.abs(instant.x - instant.target)).toBeLessThan(1);
  });
});
