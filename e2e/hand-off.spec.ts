import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from './a11y.ts';
import { ask, expectAnswerDone, Q, signalsOf, statusRegion, tabTo, widget, widgetUserId } from './widget.ts';

// The hand-off (ours): the answer widget's contact-us link, and the link under a no-answer message,
// carry the question, its intent and the service to contact us, which shows the question and puts
// the contact option that suits it first; the widget records a handoff signal (read back from the
// database through the operator route).

const YOU_ASKED = 'You asked';
const HAND_OFF_LINK = 'Ask a person about this';
const MORE_HELP = 'More ways to get help';
/** The contact-us page (the site drops the trailing slash of the seed's path). */
const onContactUs = (url: URL) => url.pathname.replace(/\/$/, '') === '/support/contact-us';

test.describe('hand-off from the answer widget to contact us', () => {
  test('an answered question goes to contact us with the question, and is recorded', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/support');
    const w = widget(page);
    // The widget's root as other specs find it to prove its absence (support-search.spec.ts).
    await expect(page.locator('section[data-mode][data-status]')).toHaveCount(1);
    await ask(page, w, Q.restart.text);
    await expectAnswerDone(w);
    const userId = await widgetUserId(page);
    expect(userId).toBeTruthy();

    await w.getByRole('navigation', { name: MORE_HELP }).getByRole('link', { name: 'Contact us' }).click();
    await page.waitForURL(onContactUs);
    const url = new URL(page.url());
    expect(url.searchParams.get('question')).toBe(Q.restart.text);
    expect(url.searchParams.get('intent')).toBe('general');

    const notice = page.getByRole('region', { name: YOU_ASKED });
    await expect(notice).toContainText(Q.restart.text);
    await expectNoA11yViolations(page);

    await expect
      .poll(async () => (await signalsOf(request, 'idpSupport', userId!)).filter((s) => s.type === 'handoff'))
      .toHaveLength(1);
    const [handOff] = (await signalsOf(request, 'idpSupport', userId!)).filter((s) => s.type === 'handoff');
    expect(handOff!.query).toBe(Q.restart.text);
    expect(handOff!.payload).toMatchObject({
      intent: 'general',
      subtype: 'answer',
      docId: Q.restart.article,
    });
  });

  test('a question we cannot answer hands off by keyboard alone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/support');
    const w = widget(page);
    await ask(page, w, Q.cake.text);
    await expect(statusRegion(w)).not.toBeEmpty();
    const link = w.getByRole('link', { name: HAND_OFF_LINK });
    await tabTo(page, link);
    await page.keyboard.press('Enter');
    await page.waitForURL(onContactUs);
    await expect(page.getByRole('region', { name: YOU_ASKED })).toContainText(Q.cake.text);
    await expectNoA11yViolations(page);
  });

  test('a billing hand-off to a service page starts on the call option, at 375 and 1280 px', async ({
    page,
  }) => {
    const question = 'Why did my prepaid refill cost more than last month?';
    const query = new URLSearchParams({ service: 'prepaid', question, intent: 'billing' });
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/support/contact-us/?${query}`);
      await expect(page.getByRole('region', { name: YOU_ASKED })).toContainText(question);
      const contact = page.getByRole('region', { name: 'Get in touch' });
      await expect(contact.getByRole('radio', { name: 'Call' })).toBeChecked();
      await expect(contact.locator('#customer-service-panel')).toBeVisible();
      await expectNoA11yViolations(page);
    }
  });

  test('what a visitor typed is shown as text, not run', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    const question = '<img src=x onerror=alert(1)>';
    await page.goto(`/support/contact-us/?${new URLSearchParams({ question })}`);
    await expect(page.getByRole('region', { name: YOU_ASKED })).toContainText(question);
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(dialogs).toEqual([]);
  });
});
