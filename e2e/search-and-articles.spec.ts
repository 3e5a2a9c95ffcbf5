import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from './a11y.ts';
import {
  answerBlock,
  citationsPopover,
  expectAnswerDone,
  Q,
  questionButtons,
  siteSearchCard,
  TEXT,
  VIEW,
} from './widget.ts';

const QUESTIONS = [
  { q: 'how do I restart my router', article: 'Restart your Wi-Fi gateway', text: /unplug/i },
  {
    q: 'why did my bill go up this month',
    article: 'Find out why your bill changed this month',
    text: /Compare to last bill/i,
  },
  { q: 'my phone says SOS only', article: /No Service|SOS/i, text: /airplane mode/i },
];

test.describe('asking through /search', () => {
  for (const { q, article, text } of QUESTIONS) {
    test(`answers "${q}" and its citation opens the article`, async ({ page }) => {
      await page.goto('/search');
      await page.getByRole('searchbox', { name: 'What do you need help with?' }).fill(q);
      await page.getByRole('button', { name: 'Ask' }).press('Enter');
      await expect(page).toHaveURL(new RegExp(`/search\\?q=${encodeURIComponent(q).replace(/%20/g, '\\+')}`));
      // The best-answer card asks the page's question and shows the answer.
      const card = siteSearchCard(page);
      const block = await expectAnswerDone(card);
      await expect(block).toContainText(text);
      await expectNoA11yViolations(page);

      // Its citation (in the sources popover) is the article, and leads to it.
      await block.getByRole('button', { name: TEXT.citationLinkLabel }).click();
      const source = citationsPopover(page).getByRole('link').first();
      await expect(source).toHaveText(article);
      await source.click();
      await expect(page).toHaveURL(/\/support\/article\/[a-z-]+\/KM\d{7}$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(article);
      await expect(page.getByRole('region', { name: 'Quick answer' })).toContainText(text);
      await expectNoA11yViolations(page);
    });
  }

  test('says when it has no answer, with the service topic to try', async ({ page }) => {
    await page.goto(`/search?q=${encodeURIComponent(Q.cake.text)}`);
    const card = siteSearchCard(page);
    // The no-answer view: the question (capitalised), then the message naming a topic to ask about.
    const status = card.getByRole('status').first();
    await expect(status.getByRole('paragraph').first()).toHaveText('How do I bake a chocolate cake?');
    await expect(status.getByRole('paragraph').nth(1)).toHaveText(
      /^Sorry, I don't know how to answer that question\. Try asking about \w.+/,
    );
    await expect(answerBlock(card)).toHaveCount(0);
    await expect(questionButtons(card, VIEW.POPULAR_QUESTIONS).first()).toBeVisible();
    await expectNoA11yViolations(page);
  });
});

test.describe('article pages', () => {
  test('render the title, numbered steps, related articles and metadata', async ({ page }) => {
    await page.goto('/support/article/u-verse-high-speed-internet/KM1000051');
    await expect(page).toHaveTitle('Restart your Wi-Fi gateway | Support');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/support\/article\/u-verse-high-speed-internet\/KM1000051$/,
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Home Wi-Fi app/);
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.getByRole('link')).toHaveText(['Home', 'Support']);
    await expect(trail.getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/support');
    await expect(page.locator('main ol').first().getByRole('listitem').first()).toBeVisible();
    const aside = page.getByRole('complementary', { name: 'Related articles' });
    // The aside's question field has a visible label, not only a placeholder.
    await expect(aside.locator('label', { hasText: 'Ask a question' })).toBeVisible();
    await expect(aside.getByRole('searchbox', { name: 'Ask a question' })).toBeVisible();
    const related = aside.getByRole('link').first();
    const href = await related.getAttribute('href');
    expect(href).toMatch(/^\/support\/article\/[a-z-]+\/KM\d{7}$/);
    await related.click();
    await expect(page).toHaveURL(href!);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('serve small-business articles under /support/smallbusiness', async ({ page }) => {
    await page.goto('/support/smallbusiness/article/u-verse-high-speed-internet/KM1000102');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/static IP/i);
    await expect(
      page
        .getByRole('navigation', { name: 'Breadcrumb' })
        .getByRole('link', { name: 'Small business support' }),
    ).toHaveAttribute('href', '/support/smallbusiness');
    await expectNoA11yViolations(page);
  });

  test('link the site paths and phone numbers of the quick answer, and a number never breaks', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/support/article/wireless/KM1000040');
    const quick = page.getByRole('region', { name: 'Quick answer' });
    const phone = quick.getByRole('link', { name: '800-555-0144' });
    await expect(phone).toHaveAttribute('href', 'tel:8005550144');
    await expect(phone).toHaveCSS('white-space', 'nowrap');
    await page.goto('/support/article/wireless/KM1000038');
    await expect(
      page.getByRole('region', { name: 'Quick answer' }).getByRole('link', { name: '/outages' }),
    ).toHaveAttribute('href', '/outages');
    await expectNoA11yViolations(page);
  });

  test('head a community post’s summary as the community’s answer, not ours', async ({ page }) => {
    await page.goto('/support/article/wireless/KM9000007');
    await expect(page.getByRole('region', { name: 'The community’s answer' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Quick answer' })).toHaveCount(0);
  });

  test('move an article found under another service path to its own address', async ({ page }) => {
    await page.goto('/support/article/wireless/KM1000051');
    await expect(page).toHaveURL(/\/support\/article\/u-verse-high-speed-internet\/KM1000051$/);
  });

  test('answer an unknown article id with a 404 page', async ({ page }) => {
    const response = await page.goto('/support/article/wireless/KM0000000');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We can’t find that page');
    const business = await page.goto('/support/smallbusiness/article/wireless/KM1000051');
    expect(business?.status()).toBe(404);
    await expectNoA11yViolations(page);
  });
});

test('the API is reachable through the web origin, streaming included', async ({ request }) => {
  const res = await request.get(
    '/search/v2/answerextraction?app-id=sitesearch&searchTerm=turn%20on%20wifi%20calling&stream=true',
  );
  expect(res.headers()['content-type']).toContain('text/event-stream');
  const body = await res.text();
  expect(body.startsWith('event: init\n')).toBe(true);
  expect(body.trimEnd().endsWith('data: [END]')).toBe(true);
  const popular = await request.get('/search/v3/sitesearchapi/popularAnswers?app-id=sitesearch&q=wireless');
  expect(popular.status()).toBe(200);
  expect((await popular.json()).popularAnswers.length).toBeGreaterThan(0);
});
