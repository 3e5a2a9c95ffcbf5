import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from './a11y.ts';
import { recordCspViolations } from './csp.ts';
import {
  answerBlock,
  ask,
  askedQuestion,
  cancelButton,
  expectAnswerDone,
  feedbackModal,
  holdAnswers,
  Q,
  questionButtons,
  questionField,
  recordAnswerRequests,
  shoot,
  statusRegion,
  TEXT,
  tickReason,
  VIEW,
  widget,
} from './widget.ts';

// The answer widget on /support through each of its states (seed 000 §4): the long wait's rotating
// messages and the 22-second cut-off on a fake clock, then axe-core and the page's CSP in every state
// at desktop and phone widths, with full-page screenshots of the idle, answer and modal states.

mkdirSync('/tmp/answer-widget-shots', { recursive: true });

test.describe('answer widget: the long wait', () => {
  test('rotates the loading messages at 5, 10, 14 and 18 s and gives up at 22 s with the long-wait notice', async ({
    page,
  }) => {
    const violations = await recordCspViolations(page);
    await page.clock.install();
    await page.goto('/support');
    const w = widget(page);
    await expect(questionButtons(w, VIEW.POPULAR_QUESTIONS)).toHaveCount(3);
    // The API is held (not mocked): the answer never comes while the clock runs.
    const gate = await holdAnswers(page);
    await questionField(w).fill(Q.lowIncome.text);
    // From here the page's time only moves when the test moves it.
    await page.clock.pauseAt(Date.now() + 60_000);
    await questionField(w).press('Enter');

    const status = statusRegion(w);
    const [first, second, third, fourth, fifth] = TEXT.loadingMsgArray;
    await expect(status).toHaveText(first!);
    await expect.poll(() => gate.held.length).toBe(1);
    // Each step just before and just after its second.
    const steps: [number, string][] = [
      [5_000, second!],
      [10_000, third!],
      [14_000, fourth!],
      [18_000, fifth!],
    ];
    let now = 0;
    let before = first!;
    for (const [at, message] of steps) {
      await page.clock.runFor(at - 1 - now);
      await expect(status).toHaveText(before);
      await page.clock.runFor(1);
      await expect(status).toHaveText(message);
      now = at;
      before = message;
    }
    await expect(cancelButton(w)).toBeVisible();

    await page.clock.runFor(22_000 - 1 - now);
    await expect(status).toHaveText(fifth!);
    await expect(w.getByRole('button', { name: TEXT.resubmitButton })).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(status).toContainText(VIEW.LONG_WAIT);
    await expect(status).toContainText(TEXT.resubmitMsg);
    await expect(w.getByRole('link', { name: VIEW.ONLINE_SUPPORT })).toHaveAttribute('href', /^\/support/);
    await expect(w.getByRole('button', { name: TEXT.resubmitButton })).toBeVisible();
    await expect(cancelButton(w)).toHaveCount(0);
    await expect(answerBlock(w)).toHaveCount(0);
    // Nothing else happens however long the page waits: the timer stopped.
    await page.clock.runFor(30_000);
    await expect(status).toContainText(VIEW.LONG_WAIT);
    await expect(w.getByRole('button', { name: TEXT.resubmitButton })).toBeVisible();

    // Retry asks the same question again, and this time the API answers.
    // axe needs the page's timers running.
    await page.clock.resume();
    await expectNoA11yViolations(page);
    const requests = recordAnswerRequests(page);
    gate.release();
    await w.getByRole('button', { name: TEXT.resubmitButton }).click();
    await expectAnswerDone(w);
    expect(requests.map(askedQuestion)).toEqual([Q.lowIncome.text]);
    await expect(status).not.toContainText(VIEW.LONG_WAIT);
    expect(violations).toEqual([]);
  });
});

for (const width of [1280, 375]) {
  test.describe(`answer widget states at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('idle, loading, retry, answer and thanks pass axe, with no CSP violation', async ({
      page,
    }, testInfo) => {
      const violations = await recordCspViolations(page);
      await page.goto('/support');
      const w = widget(page);

      // Idle: the question field and the popular questions.
      await expect(questionButtons(w, VIEW.POPULAR_QUESTIONS).first()).toBeVisible();
      await expect(w).toHaveAttribute('data-phase', 'idle');
      await expectNoA11yViolations(page);
      await shoot(page, testInfo, `idle-${width}`);

      // Loading: the request is held at the API's door.
      const gate = await holdAnswers(page);
      await questionField(w).fill(Q.restart.text);
      await questionField(w).press('Enter');
      await expect(statusRegion(w)).toHaveText(TEXT.loadingMsgArray[0]!);
      await expect(cancelButton(w)).toBeVisible();
      await expectNoA11yViolations(page);

      // Retry: cancelled by the visitor.
      await cancelButton(w).click();
      await expect(statusRegion(w)).toHaveText(TEXT.resubmitMsg);
      await expect(statusRegion(w)).not.toContainText(VIEW.LONG_WAIT);
      await expect(w.getByRole('link', { name: VIEW.ONLINE_SUPPORT })).toHaveCount(0);
      await expectNoA11yViolations(page);

      // Answer.
      gate.release();
      await w.getByRole('button', { name: TEXT.resubmitButton }).click();
      const block = await expectAnswerDone(w);
      await expect(block.getByRole('button', { name: TEXT.citationLinkLabel })).toBeVisible();
      await expectNoA11yViolations(page);
      await shoot(page, testInfo, `answer-${width}`);

      // Thanks.
      await block.getByRole('button', { name: VIEW.THUMBS_UP }).click();
      await expect(block.getByRole('status')).toHaveText(TEXT.positiveTxt);
      await expectNoA11yViolations(page);
      expect(violations).toEqual([]);
    });

    test('no-answer and the feedback modal pass axe, with no CSP violation', async ({ page }, testInfo) => {
      const violations = await recordCspViolations(page);
      await page.goto('/support');
      const w = widget(page);
      await expect(questionButtons(w, VIEW.POPULAR_QUESTIONS).first()).toBeVisible();

      await ask(page, w, Q.cake.text);
      await expect(statusRegion(w)).toContainText(/^How do I bake a chocolate cake\?/);
      await expect(answerBlock(w)).toHaveCount(0);
      await expectNoA11yViolations(page);

      await ask(page, w, Q.payBill.text);
      const block = await expectAnswerDone(w);
      await block.getByRole('button', { name: VIEW.THUMBS_DOWN }).click();
      const modal = feedbackModal(page);
      await expect(modal).toBeVisible();
      await tickReason(modal, TEXT.label2);
      await expectNoA11yViolations(page);
      await shoot(page, testInfo, `modal-${width}`);
      expect(violations).toEqual([]);
    });

    test('a long question, or one long word, is echoed above its message within the page', async ({
      page,
    }) => {
      await page.goto('/support');
      const w = widget(page);
      await expect(questionButtons(w, VIEW.POPULAR_QUESTIONS).first()).toBeVisible();
      for (const question of ['x'.repeat(900), `why ${'so many words '.repeat(60).trim()}`]) {
        await ask(page, w, question);
        const echoed = statusRegion(w).getByRole('paragraph').first();
        await expect(echoed).toBeVisible();
        // Three lines at most, and nothing wider than the page.
        const box = (await echoed.boundingBox())!;
        expect(box.height).toBeLessThan(120);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      }
    });
  });
}
