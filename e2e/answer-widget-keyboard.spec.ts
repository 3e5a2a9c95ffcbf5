import { expect, test } from '@playwright/test';
import { recordCspViolations } from './csp.ts';
import {
  answerBlock,
  answeredQuestion,
  askedQuestion,
  cancelButton,
  citationsPopover,
  expectAnswerDone,
  expectFocusKept,
  expectSettled,
  feedbackModal,
  holdAnswers,
  Q,
  questionButtons,
  questionField,
  recordAnswerRequests,
  statusRegion,
  TEXT,
  tabTo,
  VIEW,
  widget,
} from './widget.ts';

// The answer widget on /support with the keyboard only (Tab, Shift+Tab, Enter, Space, Escape): after
// every action focus is visible and still on something, never dropped to <body>. At 375 px, where
// the long answer overflows its 8 lines, so the Show more toggle is there to reach.

test.use({ viewport: { width: 375, height: 800 } });

test('asks, expands, opens and closes the citations, and sends thumbs-down feedback by keyboard only', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const violations = await recordCspViolations(page);
  await page.goto('/support');
  const w = widget(page);
  await expect(questionButtons(w, VIEW.POPULAR_QUESTIONS)).toHaveCount(3);

  // Type and Enter to ask.
  const field = questionField(w);
  await tabTo(page, field);
  await expectFocusKept(page);
  await page.keyboard.type(Q.lowIncome.text);
  await page.keyboard.press('Enter');
  const block = await expectAnswerDone(w);
  // The answer came in below the field, out of sight on a phone: it is scrolled to, and focus
  // follows it from the field (now above the screen), so the next Tab goes on into the answer.
  await expect(block).toBeInViewport({ ratio: 0.2 });
  await expect(block.locator('xpath=ancestor::div[@tabindex="-1"][1]')).toBeFocused();
  await expect(field).not.toBeFocused();

  // The Show more toggle: Enter expands, Space collapses, focus stays on it.
  const more = block.getByRole('button', { name: TEXT.showLabel1 });
  await tabTo(page, more);
  await expectFocusKept(page);
  await page.keyboard.press('Enter');
  const less = block.getByRole('button', { name: TEXT.showLabel2 });
  await expect(less).toHaveAttribute('aria-expanded', 'true');
  await expect(less).toBeFocused();
  await page.keyboard.press('Space');
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await expect(more).toBeFocused();
  await expectFocusKept(page);

  // The citations popover: Enter opens it with focus inside, Escape closes it and focus returns.
  const trigger = block.getByRole('button', { name: TEXT.citationLinkLabel });
  await tabTo(page, trigger);
  await page.keyboard.press('Enter');
  const popover = citationsPopover(page);
  await expect(popover).toBeVisible();
  await expect(popover.getByRole('link').first()).toBeVisible();
  expect(await popover.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await expectFocusKept(page);
  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();
  await expect(trigger).toBeFocused();
  await expectFocusKept(page);
  // Shift+Tab goes back to the toggle, Tab forward again.
  await page.keyboard.press('Shift+Tab');
  await expect(more).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(trigger).toBeFocused();

  // Thumbs down with Enter: the modal, focus inside; Escape cancels it and focus comes back.
  const down = block.getByRole('button', { name: VIEW.THUMBS_DOWN });
  await tabTo(page, down);
  await page.keyboard.press('Enter');
  const modal = feedbackModal(page);
  await expect(modal).toBeVisible();
  expect(await modal.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(down).toBeFocused();
  await expectFocusKept(page);

  // Again, and this time: Space ticks two reasons, type a comment, submit with Enter.
  await page.keyboard.press('Enter');
  await expect(modal).toBeVisible();
  const first = modal.getByRole('checkbox', { name: TEXT.label1 });
  const third = modal.getByRole('checkbox', { name: TEXT.label3 });
  // Sent with nothing chosen or written: nothing goes out, the reasons say why and take focus.
  await tabTo(page, modal.getByRole('button', { name: TEXT.submitBtn }));
  await page.keyboard.press('Enter');
  await expect(modal.getByRole('alert')).toBeVisible();
  await expect(first).toBeFocused();
  await tabTo(page, first);
  await expectFocusKept(page);
  await page.keyboard.press('Space');
  await expect(first).toBeChecked();
  await tabTo(page, third);
  await page.keyboard.press('Space');
  await expect(third).toBeChecked();
  await expect(modal.getByRole('checkbox', { name: TEXT.label2 })).not.toBeChecked();
  const comment = modal.getByRole('textbox', { name: TEXT.feedbackTxt });
  await tabTo(page, comment);
  await page.keyboard.type('The steps were hard to follow on a phone.');
  await expect(comment).toHaveValue('The steps were hard to follow on a phone.');
  const send = modal.getByRole('button', { name: TEXT.submitBtn });
  await tabTo(page, send);
  await expectFocusKept(page);
  await page.keyboard.press('Enter');
  await expect(modal).toBeHidden();
  await expect(block.getByRole('status')).toHaveText(TEXT.positiveTxt);
  // The pressed thumb is gone with the thanks: focus is on the thanks, not on the page.
  await expect(block.getByRole('status')).toBeFocused();
  await expectFocusKept(page, { visible: false });
  expect(violations).toEqual([]);
});

test('cancels and retries by keyboard: focus goes back to the question field', async ({ page }) => {
  const violations = await recordCspViolations(page);
  const requests = recordAnswerRequests(page);
  await page.goto('/support');
  const w = widget(page);
  await expect(questionButtons(w, VIEW.POPULAR_QUESTIONS)).toHaveCount(3);
  const gate = await holdAnswers(page);

  const field = questionField(w);
  await tabTo(page, field);
  await page.keyboard.type(Q.restart.text);
  await page.keyboard.press('Enter');
  await expect(statusRegion(w)).toHaveText(TEXT.loadingMsgArray[0]!);
  // The question field comes before Cancel.
  await tabTo(page, cancelButton(w));
  await expectFocusKept(page);
  await page.keyboard.press('Enter');
  await expect(statusRegion(w)).toHaveText(TEXT.resubmitMsg);
  await expect(field).toBeFocused();
  await expectFocusKept(page);

  gate.release();
  const retry = w.getByRole('button', { name: TEXT.resubmitButton });
  await tabTo(page, retry);
  await expectFocusKept(page);
  await page.keyboard.press('Space');
  await expect(field).toBeFocused();
  await expectSettled(w);
  await expect(answerBlock(w)).toBeVisible();
  expect(requests.map(askedQuestion)).toEqual([Q.restart.text, Q.restart.text]);

  // A related question by keyboard shows its answer; focus stays on the list.
  const related = questionButtons(w, TEXT.askSimilarQuestionLabel).first();
  await tabTo(page, related);
  const chosen = (await related.textContent())!;
  await page.keyboard.press('Enter');
  await expect(answeredQuestion(answerBlock(w))).toHaveText(chosen);
  await expectFocusKept(page);
  expect(violations).toEqual([]);
});

test('Get answer keeps focus on the pressed button when the answer lands in sight at 375 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto('/support');
  const w = widget(page);
  await expect(questionButtons(w, VIEW.POPULAR_QUESTIONS)).toHaveCount(3);
  const field = questionField(w);
  await field.fill(Q.restart.text);
  const submit = w.getByRole('button', { name: TEXT.cta });
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  const block = await expectAnswerDone(w);
  // Tabbing to the button scrolled the page, so the answer comes in on the screen: nothing moves,
  // and focus never fell to the page: still on the button that was pressed.
  await expect(block).toBeInViewport({ ratio: 0.2 });
  await expect(submit).toBeFocused();
  await expectFocusKept(page);
});

test('a popular question chosen by keyboard at 375 px: its answer comes into view and focus goes with it', async ({
  page,
}) => {
  await page.goto('/support');
  const w = widget(page);
  const popular = questionButtons(w, VIEW.POPULAR_QUESTIONS);
  await expect(popular).toHaveCount(3);
  const first = popular.first();
  await tabTo(page, first);
  const chosen = (await first.textContent())!;
  await page.keyboard.press('Enter');
  const block = answerBlock(w);
  await expect(answeredQuestion(block)).toHaveText(chosen);
  await expect(block).toBeInViewport({ ratio: 0.2 });
  // Not left on the list below the answer: focus holds the answer, and the next Tab reaches the
  // answer's own controls before anything after it.
  const holdsAnswer = () =>
    page.evaluate(() => {
      const active = document.activeElement;
      const article = document.querySelector('[role="article"], article');
      return !!active && !!article && (active.contains(article) || article.contains(active));
    });
  expect(await holdsAnswer()).toBe(true);
  await page.keyboard.press('Tab');
  expect(await holdsAnswer()).toBe(true);
  await expectFocusKept(page);
});
