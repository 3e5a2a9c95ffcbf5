import { expect, type Page, test } from '@playwright/test';
import { BROAD_NO_ANSWER_TEXT } from '@support/contracts';
import { expectNoA11yViolations } from './a11y.ts';
import { recordCspViolations } from './csp.ts';
import {
  ANSWER_PATH,
  answerBlock,
  answeredQuestion,
  ask,
  askedQuestion,
  citationsPopover,
  expectAnswerDone,
  HEADING,
  Q,
  questionButtons,
  recordAnswerRequests,
  SMART_ANSWER_PATH,
  siteSearchCard,
  TEXT,
  VIEW,
  widget,
} from './widget.ts';

// The best-answer card of site search (seed 000 sitesearch mode, /search/v1/answerextraction): it
// asks the page's q on load, the page's own search box is its question field, and a chosen related
// question shows its answer. Small-business pages use the smb variants: customerType=smb on the
// card's call, and the /smb path of the streamed answer on /support/smallbusiness.

/** A small-business question (checked against the knowledge base: an smb article answers it). */
const SMB = { text: 'How do I get a static IP address?', article: 'KM1000102' };

const resultsRegion = (page: Page) => page.getByRole('region', { name: 'Articles' });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'What do you need help with?' });

test.describe('site-search best-answer card', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("asks the page's question on load and shows the best answer above the results", async ({ page }) => {
    const violations = await recordCspViolations(page);
    const requests = recordAnswerRequests(page);
    await page.goto(`/search?q=${encodeURIComponent(Q.restart.text)}`);
    const card = siteSearchCard(page);
    await expect(card.getByRole('heading', { level: 2, name: 'Best answer' })).toBeVisible();
    const block = await expectAnswerDone(card);
    await expect(block.getByRole('paragraph').nth(1)).toHaveText(/\w{3,}/);
    // The card has no question field of its own: the page's search box holds the question.
    await expect(card.getByRole('textbox')).toHaveCount(0);
    await expect(searchBox(page)).toHaveValue(Q.restart.text);

    expect(requests).toHaveLength(1);
    const url = new URL(requests[0]!.url());
    expect(url.pathname).toBe(SMART_ANSWER_PATH);
    expect(url.searchParams.get('app-id')).toBe('sitesearch');
    expect(askedQuestion(requests[0]!)).toBe(Q.restart.text);
    expect(url.searchParams.get('customerType')).toBeNull();

    // Above the results.
    await expect(resultsRegion(page).getByRole('listitem').first()).toBeVisible();
    const cardBox = (await card.boundingBox())!;
    const resultsBox = (await resultsRegion(page).boundingBox())!;
    expect(cardBox.y + cardBox.height).toBeLessThanOrEqual(resultsBox.y);

    // The citation is the article that answers it.
    await block.getByRole('button', { name: TEXT.citationLinkLabel }).click();
    await expect(citationsPopover(page).getByRole('link', { name: Q.restart.title })).toHaveAttribute(
      'href',
      new RegExp(`/${Q.restart.article}$`),
    );
    await page.keyboard.press('Escape');
    await expect(citationsPopover(page)).toBeHidden();
    await expectNoA11yViolations(page);

    // A related question shows its own answer, without another call.
    const related = questionButtons(card, TEXT.askSimilarQuestionLabel);
    await expect(related).toHaveCount(3);
    const chosen = (await related.nth(2).textContent())!;
    await related.nth(2).click();
    await expect(answeredQuestion(answerBlock(card))).toHaveText(chosen);
    await expect(answerBlock(card).getByRole('paragraph').nth(1)).toHaveText(/\w{3,}/);
    expect(requests).toHaveLength(1);

    // A new question in the page's search box is a new card asking it.
    await searchBox(page).fill(Q.payBill.text);
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=how\+do\+I\+pay\+my\+bill\+online$/);
    await expectAnswerDone(siteSearchCard(page));
    expect(requests.map(askedQuestion)).toEqual([Q.restart.text, Q.payBill.text]);
    expect(violations).toEqual([]);
  });

  test('declines a question the site cannot answer, offering the popular questions', async ({ page }) => {
    const violations = await recordCspViolations(page);
    await page.goto(`/search?q=${encodeURIComponent(Q.cake.text)}`);
    const card = siteSearchCard(page);
    const status = card.getByRole('status').first();
    await expect(status.getByRole('paragraph').first()).toHaveText('How do I bake a chocolate cake?');
    await expect(status.getByRole('paragraph').nth(1)).not.toBeEmpty();
    await expect(answerBlock(card)).toHaveCount(0);
    const popular = questionButtons(card, 'Popular questions');
    await expect(popular).toHaveCount(3);
    await expectNoA11yViolations(page);
    const chosen = (await popular.first().textContent())!;
    await popular.first().click();
    await expect(answeredQuestion(answerBlock(card))).toHaveText(chosen);
    // The message is gone; the live region says (to screen readers only) that the answer is there.
    await expect(status).toHaveText(`Answer ready: ${chosen}`);
    expect(violations).toEqual([]);
  });

  test('a one-word question several articles are about: no quick answer, the articles offered as choices', async ({
    page,
  }) => {
    await page.goto('/search?q=voicemail');
    const card = siteSearchCard(page);
    await expect(card.getByRole('heading', { level: 2, name: VIEW.NO_BEST_ANSWER })).toBeVisible();
    await expect(card.getByRole('status').first()).toContainText(BROAD_NO_ANSWER_TEXT);
    const choices = questionButtons(card, VIEW.CHOICES);
    await expect(choices.first()).toBeVisible();
    expect(await choices.count()).toBeGreaterThanOrEqual(2);
    for (const text of await choices.allTextContents()) expect(text).toMatch(/voicemail/i);
    await expect(answerBlock(card)).toHaveCount(0);
    await expectNoA11yViolations(page);
    const chosen = (await choices.nth(1).textContent())!;
    await choices.nth(1).click();
    await expect(answeredQuestion(answerBlock(card))).toHaveText(chosen);
  });

  test('/search/smallBusiness asks the card for a small-business customer', async ({ page }) => {
    const violations = await recordCspViolations(page);
    const requests = recordAnswerRequests(page);
    await page.goto(`/search/smallBusiness?q=${encodeURIComponent(SMB.text)}`);
    const card = siteSearchCard(page);
    const block = await expectAnswerDone(card);
    expect(requests).toHaveLength(1);
    const url = new URL(requests[0]!.url());
    expect(url.pathname).toBe(SMART_ANSWER_PATH);
    expect(url.searchParams.get('customerType')).toBe('smb');
    expect(askedQuestion(requests[0]!)).toBe(SMB.text);
    await block.getByRole('button', { name: TEXT.citationLinkLabel }).click();
    await expect(citationsPopover(page).getByRole('link')).toHaveAttribute(
      'href',
      new RegExp(`/${SMB.article}$`),
    );
    expect(violations).toEqual([]);
  });

  test('a business need only a household article covers is answered with that article', async ({ page }) => {
    // No small-business article covers Wi-Fi calling; the consumer one does, and its page is linked.
    await page.goto(`/search/smallBusiness?q=${encodeURIComponent('How do I turn on Wi-Fi calling?')}`);
    const block = await expectAnswerDone(siteSearchCard(page));
    await block.getByRole('button', { name: TEXT.citationLinkLabel }).click();
    await expect(citationsPopover(page).getByRole('link')).toHaveAttribute(
      'href',
      /^\/support\/article\/[a-z-]+\/KM1000020$/,
    );
  });

  test('/support/smallbusiness streams from the /smb path of the answer call', async ({ page }) => {
    const violations = await recordCspViolations(page);
    const requests = recordAnswerRequests(page);
    await page.goto('/support/smallbusiness');
    const w = widget(page, HEADING.smb);
    await ask(page, w, SMB.text, w.getByRole('textbox', { name: HEADING.smb }));
    const block = await expectAnswerDone(w);
    const url = new URL(requests[0]!.url());
    expect(url.pathname).toBe(`${ANSWER_PATH}/smb`);
    expect(url.searchParams.get('app-id')).toBe('idpSupport');
    await block.getByRole('button', { name: TEXT.citationLinkLabel }).click();
    await expect(citationsPopover(page).getByRole('link')).toHaveAttribute(
      'href',
      new RegExp(`/${SMB.article}$`),
    );
    await expectNoA11yViolations(page);
    expect(violations).toEqual([]);
  });
});
