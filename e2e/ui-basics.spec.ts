import type { Locator, Page } from '@playwright/test';
import { expectNoA11yViolations } from './a11y.ts';
import { expect, test } from './shared-page.ts';

// Keyboard-only use of the basics blocks on /ui (packages/ui/src/gallery/basics.tsx).
// Seed 001 §9: mobile up to 767 px; modal sizes medium (button) and large (link); spinner 2.25 s.
const WIDTHS = [375, 768, 1280] as const;
const MOBILE_MAX = 767;

async function openGallery(page: Page, width = 1280) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto('/ui');
  await expect(page.getByRole('heading', { level: 2, name: 'Basics' })).toBeVisible();
  // Wait for hydration: the client gallery subscribes to link clicks in an effect.
  await expect(page.locator('#basics-link-click')).toHaveText('none yet');
  await page.waitForLoadState('networkidle');
}

/** Moves focus to `target` with Tab only, starting from the element before it in the same block. */
async function tabTo(page: Page, target: Locator, maxTabs = 60) {
  for (let i = 0; i < maxTabs; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/**
 * Starts keyboard navigation at one gallery block: focuses its h3 (made focusable by script for the
 * test only, as a click would focus <main>), so the next Tab goes to the block's first control.
 */
async function startAt(page: Page, blockId: string) {
  await page.locator(`#${blockId} h3`).evaluate((heading: HTMLElement) => {
    heading.tabIndex = -1;
    heading.focus();
  });
}

const basics = (page: Page) => page.locator('#basics');

test.describe('basics gallery', () => {
  test('renders every block with no accessibility violations', async ({ page }) => {
    await openGallery(page);
    for (const title of [
      'Text',
      'Rich text',
      'Button',
      'Link',
      'App badges',
      'Icon button',
      'Link list',
      'Button group',
      'Card shell',
    ]) {
      await expect(basics(page).getByRole('heading', { level: 3, name: title, exact: true })).toBeVisible();
    }
    await expectNoA11yViolations(page);
  });
});

test.describe('text and rich text', () => {
  test('render lists with each marker and strip unsafe HTML', async ({ page }) => {
    await openGallery(page);
    for (const bullet of ['bullet', 'checkmark', 'others']) {
      await expect(page.locator(`#basics-text-${bullet}`).getByRole('listitem')).toHaveCount(2);
    }
    const sample = page.getByRole('region', { name: 'Sanitised content sample' });
    await expect(sample.getByRole('heading', { name: 'Your first bill' })).toBeVisible();
    await expect(sample.locator('script, img, [onclick], [onerror]')).toHaveCount(0);
    await expect(sample.locator('a[href^="javascript"]')).toHaveCount(0);
    await expect(sample.getByRole('link', { name: 'A safe link' })).toHaveAttribute(
      'href',
      '#basics-rich-text',
    );
  });

  test('report a link click inside text with its analytics data (Enter)', async ({ page }) => {
    await openGallery(page);
    await startAt(page, 'basics-text');
    const link = page.getByRole('link', { name: 'the full terms' });
    await tabTo(page, link);
    await page.keyboard.press('Enter');
    await expect(page.locator('#basics-link-click')).toHaveText('the full terms (Body_Legal)');
  });
});

test.describe('button', () => {
  test('activates with Enter and Space; disabled and loading buttons block presses', async ({ page }) => {
    await openGallery(page);
    const presses = page.locator('#basics-button-presses');
    await startAt(page, 'basics-button');
    await tabTo(page, page.getByRole('button', { name: 'Variant bluePrimary' }));
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    await expect(presses).toHaveText('2');

    const disabled = page.getByRole('button', { name: 'Disabled', exact: true });
    await expect(disabled).toBeDisabled();
    const loading = page.getByRole('button', { name: 'Submitting payment' });
    await expect(loading).toHaveAttribute('aria-disabled', 'true');
    await tabTo(page, loading);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    await expect(presses).toHaveText('2');
  });

  test('spins once every 2.25 s and stops spinning for reduced motion', async ({ page }) => {
    await openGallery(page);
    const spinner = page.getByRole('button', { name: 'Submitting payment' }).locator('[aria-hidden="true"]');
    await expect(spinner).toHaveCSS('animation-duration', '2.25s');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect(spinner).toHaveCSS('animation-name', 'none');
  });

  test('opens a medium modal with Enter, closes it with Escape and returns focus', async ({ page }) => {
    await openGallery(page);
    await startAt(page, 'basics-button');
    const trigger = page.getByRole('button', { name: 'Open medium modal' });
    await tabTo(page, trigger);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Medium modal title' });
    await expect(dialog).toBeVisible();
    await expect(page.locator('[data-size="medium"]:has([role="dialog"])')).toBeVisible();
    await expectNoA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('opens a large modal and closes it from its close button by keyboard', async ({ page }) => {
    await openGallery(page);
    await startAt(page, 'basics-button');
    const trigger = page.getByRole('button', { name: 'Open large modal' });
    await tabTo(page, trigger);
    await page.keyboard.press('Space');
    const dialog = page.getByRole('dialog', { name: 'Large modal title' });
    await expect(dialog).toBeVisible();
    await expect(page.locator('[data-size="large"]:has([role="dialog"])')).toBeVisible();
    await tabTo(page, dialog.getByRole('button', { name: 'Close' }), 5);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('a navigational button is a link', async ({ page }) => {
    await openGallery(page);
    await startAt(page, 'basics-button');
    const link = page.getByRole('link', { name: 'Navigational link' });
    await tabTo(page, link);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#basics-button$/);
  });
});

test.describe('link', () => {
  test('follows a link with Enter and reports the click', async ({ page }) => {
    await openGallery(page);
    await startAt(page, 'basics-link');
    await tabTo(page, page.getByRole('link', { name: 'Link textUnderline' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#basics-link$/);
    await expect(page.locator('#basics-link-click')).toHaveText('Link textUnderline (Body)');
  });

  test('a new-tab link says so and does not hand over the opener', async ({ page }) => {
    await openGallery(page);
    const link = page.getByRole('link', { name: 'Community forum (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('opens a large modal by default and closes it with Escape', async ({ page }) => {
    await openGallery(page);
    await startAt(page, 'basics-link');
    const trigger = page.getByRole('button', { name: 'Open link modal' });
    await tabTo(page, trigger);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Open link modal' });
    await expect(dialog).toContainText('large by default');
    await expect(page.locator('[data-size="large"]:has([role="dialog"])')).toBeVisible();
    await expectNoA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('opens a video overlay with controls', async ({ page }) => {
    await openGallery(page);
    await startAt(page, 'basics-link');
    const trigger = page.getByRole('button', { name: 'Watch the video' });
    await tabTo(page, trigger);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'How to restart your gateway' });
    await expect(dialog.locator('video[controls]')).toBeVisible();
    await expectNoA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('the app download link shows both store badges with their alt texts', async ({ page }) => {
    await openGallery(page);
    const badges = page.getByRole('list', { name: 'Download the support app' });
    await expect(badges.getByRole('link', { name: 'Support app on the App Store' })).toBeVisible();
    await expect(badges.getByRole('link', { name: 'Support app on Google Play' })).toBeVisible();
    const every = page.getByRole('list', { name: 'Every badge' }).getByRole('link');
    await expect(every).toHaveCount(4);
  });
});

test.describe('icon button', () => {
  test('shows its label on keyboard focus and hides it with Escape', async ({ page }) => {
    await openGallery(page);
    await startAt(page, 'basics-icon-button');
    const button = page.getByRole('button', { name: 'More information' });
    await tabTo(page, button);
    const tooltip = page.locator('#basics-icon-button').getByText('More information', { exact: true });
    await expect(tooltip).toBeVisible();
    await expect(button).not.toHaveAttribute('title');
    await expectNoA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(tooltip).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('is at least 24 px square at every size', async ({ page }) => {
    await openGallery(page);
    for (const size of ['extraLarge', 'large', 'medium', 'small']) {
      const box = await page.getByRole('button', { name: `Share, ${size}` }).boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(24);
      expect(box?.height).toBeGreaterThanOrEqual(24);
    }
  });
});

test.describe('link list', () => {
  test('reaches each link with Tab and runs its onClick with Enter', async ({ page }) => {
    await openGallery(page);
    await startAt(page, 'basics-link-list');
    const list = page.getByRole('list', { name: 'I want to...' });
    await expect(list.getByRole('link')).toHaveCount(6);
    await tabTo(page, list.getByRole('link', { name: 'View my bill' }));
    await page.keyboard.press('Tab');
    await expect(list.getByRole('link', { name: 'Make a payment' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#basics-link-list-choice')).toHaveText('Make a payment');
  });
});

test.describe('button group', () => {
  test('arrows move the selection cyclically with focus; Tab leaves the group', async ({ page }) => {
    await openGallery(page);
    const group = page.getByRole('radiogroup', { name: 'Contact us by' });
    const value = page.locator('#basics-button-group-value');
    await startAt(page, 'basics-button-group');
    await page.keyboard.press('Tab');
    await expect(group.getByRole('radio', { name: 'Chat' })).toBeFocused();
    await expect(group.getByRole('radio', { name: 'Chat' })).toHaveAttribute('aria-checked', 'true');

    await page.keyboard.press('ArrowRight');
    await expect(group.getByRole('radio', { name: 'Call' })).toBeFocused();
    await expect(group.getByRole('radio', { name: 'Call' })).toHaveAttribute('aria-checked', 'true');
    await expect(value).toHaveText('call');

    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(group.getByRole('radio', { name: 'Social' })).toBeFocused();
    await expect(value).toHaveText('social');
    await page.keyboard.press('ArrowRight');
    await expect(group.getByRole('radio', { name: 'Chat' })).toBeFocused();
    await expect(value).toHaveText('chat');

    await page.keyboard.press('Tab');
    await expect(page.getByRole('radio', { name: 'Month' })).toBeFocused();
    await expectNoA11yViolations(page);
  });

  test('Enter and Space select; the white group starts at its given index', async ({ page }) => {
    await openGallery(page);
    const white = page.getByRole('radiogroup', { name: 'View usage by' });
    await expect(white.getByRole('radio', { name: 'Month' })).toHaveAttribute('aria-checked', 'true');
    await startAt(page, 'basics-button-group');
    await tabTo(page, white.getByRole('radio', { name: 'Month' }));
    await page.keyboard.press('Shift+Tab');
    // Back in the blue group at its selected option; Enter and Space keep it selected.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    await expect(page.locator('#basics-button-group-value')).toHaveText('chat');
    await tabTo(page, white.getByRole('radio', { name: 'Month' }));
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('#basics-button-group-white-value')).toHaveText('year');
  });
});

test.describe('card shell', () => {
  test('button card clicks, checkbox card toggles, radio cards select by keyboard', async ({ page }) => {
    await openGallery(page);
    await startAt(page, 'basics-card-shell');
    const buttonCard = page.getByRole('button', { name: /Pay your bill/ });
    await tabTo(page, buttonCard);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    await expect(buttonCard).toContainText('Card presses: 2');

    const checkbox = page.getByRole('checkbox', { name: /Device protection/ });
    await tabTo(page, checkbox);
    await page.keyboard.press('Space');
    await expect(checkbox).toBeChecked();
    await page.keyboard.press('Space');
    await expect(checkbox).not.toBeChecked();

    const group = page.getByRole('radiogroup', { name: 'Choose a plan' });
    await tabTo(page, group.getByRole('radio', { name: 'Basic' }));
    await page.keyboard.press('Space');
    await expect(group.getByRole('radio', { name: 'Basic' })).toBeChecked();
    await page.keyboard.press('ArrowRight');
    await expect(group.getByRole('radio', { name: 'Unlimited' })).toBeChecked();
    await expect(page.locator('#basics-card-shell-plan')).toHaveText('unlimited');
    await expectNoA11yViolations(page);
  });

  test('link card navigates with Enter', async ({ page }) => {
    await openGallery(page);
    await startAt(page, 'basics-card-shell');
    await tabTo(page, page.getByRole('link', { name: /Wireless support/ }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#basics-card-shell$/);
  });
});

test.describe('breakpoints', () => {
  for (const width of WIDTHS) {
    test(`at ${width} px: widths of buttons and modals, and no violations`, async ({ page }) => {
      await openGallery(page, width);
      const widthOf = (locator: Locator) =>
        locator.evaluate((element) => element.getBoundingClientRect().width);
      const parentWidth = (locator: Locator) =>
        locator.evaluate((element) => {
          const parent = element.parentElement!;
          const style = getComputedStyle(parent);
          return (
            parent.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight)
          );
        });

      const full = page.getByRole('button', { name: 'Full width', exact: true });
      expect(Math.abs((await widthOf(full)) - (await parentWidth(full)))).toBeLessThan(1);

      const mobileFull = page.locator('#basics-button-mobile-full');
      const mobileWidth = await widthOf(mobileFull);
      const available = await parentWidth(mobileFull);
      if (width <= MOBILE_MAX) expect(Math.abs(mobileWidth - available)).toBeLessThan(1);
      else expect(mobileWidth).toBeLessThan(available / 2);

      await expectNoA11yViolations(page);

      await startAt(page, 'basics-button');
      await tabTo(page, page.getByRole('button', { name: 'Open medium modal' }));
      await page.keyboard.press('Enter');
      const modal = page.locator('[data-size="medium"]:has([role="dialog"])');
      await expect(modal).toBeVisible();
      const modalWidth = await widthOf(modal);
      // Button modals are the Modal block's medium size (37.5rem = 600 px); on mobile they take the width.
      if (width <= MOBILE_MAX) expect(modalWidth).toBeGreaterThan(width - 40);
      else expect(modalWidth).toBeLessThanOrEqual(600);
      await expectNoA11yViolations(page);
      await page.keyboard.press('Escape');
      await expect(modal).toBeHidden();
    });
  }
});
