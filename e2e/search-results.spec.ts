import { expect, type Page, test } from '@playwright/test';
import {
  MAX_RESULTS_PAGE,
  RESULTS_PER_PAGE,
  SPANISH_NO_ANSWER,
  SPANISH_NO_ANSWER_TEXT,
  SPANISH_NO_ARTICLES,
  TOTAL_RESULTS,
} from '@support/contracts';
import { expectNoA11yViolations } from './a11y.ts';
import { recordCspViolations } from './csp.ts';
import {
  ANSWER_PATH,
  askedQuestion,
  expectAnswerDone,
  HEADING,
  questionField,
  recordAnswerRequests,
  siteSearchCard,
  TEXT,
  tabTo,
  widget,
} from './widget.ts';

// The search pages (/search, /search/smallBusiness) and the support homes, in Chromium: results
// from the real API over the real knowledge base, axe on every state, no CSP violation.

/** Fills every page (TOTAL_RESULTS articles) for consumers. */
const BROAD = 'phone';
/** More than one page of consumer articles, fewer than MAX_RESULTS_PAGE pages. */
const SEVERAL_PAGES = 'how do I pay my bill';
/** Words no article has. */
const NOTHING = 'qwertyuiop';

const resultsRegion = (page: Page) => page.getByRole('region', { name: 'Articles' });
const resultItems = (page: Page) =>
  resultsRegion(page).getByRole('list', { name: 'Articles' }).getByRole('listitem');
const pager = (page: Page) => page.getByRole('navigation', { name: 'Result pages' });

/** Opens a page, recording CSP violations from the first byte. */
async function open(page: Page, path: string): Promise<string[]> {
  const violations = await recordCspViolations(page);
  await page.goto(path);
  return violations;
}

/** Tabs a page of results can take to reach the pager: past the answer card and every result. */
const PAGER_TABS = { maxTabs: 80 };

test.describe('/search results', () => {
  test('asks from the form and lists a page of articles under the best answer, each a link to its article', async ({
    page,
  }) => {
    const violations = await open(page, '/search');
    await page.getByRole('searchbox', { name: 'What do you need help with?' }).fill(BROAD);
    await page.getByRole('searchbox', { name: 'What do you need help with?' }).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=phone$/);
    await expect(page).toHaveTitle(`Results for “${BROAD}” | Support`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    await expect(resultItems(page)).toHaveCount(RESULTS_PER_PAGE);
    await expect(resultsRegion(page)).toContainText(
      `1–${RESULTS_PER_PAGE} of ${TOTAL_RESULTS} articles for “${BROAD}”`,
    );
    // The answer card comes first in the page, the results after it.
    const answerBox = await siteSearchCard(page).boundingBox();
    const resultsBox = await resultsRegion(page).boundingBox();
    expect(answerBox!.y).toBeLessThan(resultsBox!.y);

    const first = resultItems(page).first();
    const title = first.getByRole('heading', { level: 3 });
    const link = title.getByRole('link');
    await expect(link).toHaveAttribute('href', /^\/support\/article\/[a-z-]+\/KM\d{7}$/);
    await expect(first.getByRole('paragraph')).not.toBeEmpty();
    await expectNoA11yViolations(page);

    const name = (await link.textContent())!;
    await link.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    expect(violations).toEqual([]);
  });

  test('pages through the results with the question kept in the address, by pointer and keyboard', async ({
    page,
  }) => {
    const violations = await open(page, `/search?q=${encodeURIComponent(BROAD)}`);
    await expect(pager(page).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(pager(page).getByRole('link', { name: /previous/i })).toHaveCount(0);
    await expect(pager(page).getByRole('link', { name: /^Page \d$/ })).toHaveCount(MAX_RESULTS_PAGE);
    const firstPageIds = await resultItems(page)
      .getByRole('link')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));

    await pager(page).getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/\/search\?q=phone&page=2$/);
    await expect(pager(page).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(resultsRegion(page)).toContainText(
      `${RESULTS_PER_PAGE + 1}–${2 * RESULTS_PER_PAGE} of ${TOTAL_RESULTS} articles`,
    );
    const secondPageIds = await resultItems(page)
      .getByRole('link')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(secondPageIds).toHaveLength(RESULTS_PER_PAGE);
    expect(secondPageIds.filter((id) => firstPageIds.includes(id))).toEqual([]);
    // The search box still holds the question on page 2.
    await expect(page.getByRole('searchbox', { name: 'What do you need help with?' })).toHaveValue(BROAD);
    await expectNoA11yViolations(page);

    // Keyboard only: Tab to the last page's link and press Enter.
    const last = pager(page).getByRole('link', { name: `Page ${MAX_RESULTS_PAGE}` });
    await tabTo(page, last, PAGER_TABS);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/search\\?q=phone&page=${MAX_RESULTS_PAGE}$`));
    await expect(pager(page).getByRole('link', { name: /next/i })).toHaveCount(0);
    await tabTo(page, pager(page).getByRole('link', { name: 'Previous page' }), PAGER_TABS);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`&page=${MAX_RESULTS_PAGE - 1}$`));
    // Page 1 has one address: no page parameter.
    await expect(pager(page).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'href',
      '/search?q=phone',
    );
    expect(violations).toEqual([]);
  });

  test('reads a bad page parameter as page 1, and a page past the last as a way back', async ({ page }) => {
    await page.goto(`/search?q=${encodeURIComponent(BROAD)}&page=banana`);
    await expect(resultItems(page)).toHaveCount(RESULTS_PER_PAGE);
    await expect(pager(page).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(resultsRegion(page)).toContainText(
      'That page number doesn’t exist, so here is the first page',
    );
    // A long pasted question wraps: the page never scrolls sideways.
    await page.goto(`/search?q=${'a'.repeat(1000)}`);
    await expect(resultsRegion(page)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect((await page.title()).length).toBeLessThan(200);

    const violations = await open(
      page,
      `/search?q=${encodeURIComponent(SEVERAL_PAGES)}&page=${MAX_RESULTS_PAGE}`,
    );
    await expect(resultsRegion(page)).toContainText(`There is no page ${MAX_RESULTS_PAGE}`);
    await expectNoA11yViolations(page);
    await page.getByRole('link', { name: 'Go to the first page of results' }).click();
    await expect(page).toHaveURL(/\/search\?q=how\+do\+I\+pay\+my\+bill$/);
    await expect(resultItems(page)).toHaveCount(RESULTS_PER_PAGE);
    expect(violations).toEqual([]);
  });

  test('without a question: a start with example questions, no results list', async ({ page }) => {
    const violations = await open(page, '/search');
    await expect(page.getByRole('heading', { level: 2, name: 'Start with a question' })).toBeVisible();
    await expect(resultsRegion(page)).toHaveCount(0);
    await expectNoA11yViolations(page);
    await page.getByRole('list', { name: 'Start with a question' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/search\?q=.+/);
    await expect(resultItems(page).first()).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('with no matching article: says so and links to the support home and contact us', async ({ page }) => {
    const violations = await open(page, `/search?q=${NOTHING}`);
    await expect(resultsRegion(page)).toContainText(`No articles match “${NOTHING}”.`);
    await expect(pager(page)).toHaveCount(0);
    const help = page.getByRole('list', { name: 'Other ways to get help' });
    await expect(help.getByRole('link', { name: 'Support home' })).toHaveAttribute('href', '/support');
    await expect(help.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/support/contact-us',
    );
    await expectNoA11yViolations(page);
    await help.getByRole('link', { name: 'Support home' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Support');
    // The site's header reaches the contact-us page from every page.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact us' }).click();
    await expect(page).toHaveURL(/\/support\/contact-us$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us');
    expect(violations).toEqual([]);
  });

  test('a question in Spanish: the answer card says, in Spanish, where help in Spanish is; the results say so only without JavaScript', async ({
    page,
    browser,
  }) => {
    const path = `/search?q=${encodeURIComponent('el wifi está muy lento')}`;
    const violations = await open(page, path);
    const card = siteSearchCard(page).getByRole('status').locator('[lang="es"]');
    await expect(card).toContainText(SPANISH_NO_ANSWER_TEXT);
    await expect(
      siteSearchCard(page).getByRole('link', { name: SPANISH_NO_ANSWER.consumer.handOff.text }),
    ).toHaveAttribute('href', SPANISH_NO_ANSWER.consumer.handOff.href);
    const results = resultsRegion(page).locator('[lang="es"]');
    await expect(results).toContainText(SPANISH_NO_ARTICLES);
    await expect(resultItems(page)).toHaveCount(0);
    // Said once on the page: the results do not repeat the card's message and link.
    await expect(page.getByText(SPANISH_NO_ANSWER_TEXT)).toHaveCount(1);
    await expect(page.getByRole('link', { name: SPANISH_NO_ANSWER.consumer.handOff.text })).toHaveCount(1);
    await expectNoA11yViolations(page);
    expect(violations).toEqual([]);

    // Without JavaScript the card cannot say it, so the results do (in a <noscript>).
    const context = await browser.newContext({ javaScriptEnabled: false });
    const noJs = await context.newPage();
    await noJs.goto(path);
    const said = await resultsRegion(noJs).locator('[lang="es"] noscript').innerHTML();
    expect(said).toContain(SPANISH_NO_ANSWER_TEXT);
    expect(said).toContain(`href="${SPANISH_NO_ANSWER.consumer.handOff.href}"`);
    await context.close();
  });
});

test.describe('/search/smallBusiness', () => {
  test('lists small-business articles only, and its form and pages stay on the business path', async ({
    page,
  }) => {
    const violations = await open(page, '/search/smallBusiness');
    // The site's header leads a business visitor to the business contact page.
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/support/smallbusiness/contact-us',
    );
    await expect(nav.getByRole('link', { name: 'Ask a question' })).toHaveAttribute(
      'href',
      '/search/smallBusiness',
    );
    await page.getByRole('searchbox', { name: 'What do you need help with?' }).fill('account');
    await page.getByRole('button', { name: 'Ask' }).press('Enter');
    await expect(page).toHaveURL(/\/search\/smallBusiness\?q=account$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search small business support');
    // The address changes when the navigation commits: wait for the streamed results before reading them.
    await expect(resultItems(page)).toHaveCount(RESULTS_PER_PAGE);
    const hrefs = await resultItems(page)
      .getByRole('link')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.length).toBe(RESULTS_PER_PAGE);
    for (const href of hrefs) expect(href).toMatch(/^\/support\/smallbusiness\/article\//);
    await expectNoA11yViolations(page);
    await pager(page).getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/\/search\/smallBusiness\?q=account&page=2$/);
    await expect(resultItems(page).first().getByRole('link')).toHaveAttribute(
      'href',
      /^\/support\/smallbusiness\/article\//,
    );
    expect(violations).toEqual([]);
  });
});

test.describe('support homes and the home page', () => {
  for (const { path, heading, customerType, ask } of [
    { path: '/support', heading: 'Support', customerType: 'consumer', ask: HEADING.consumer },
    {
      path: '/support/smallbusiness',
      heading: 'Small business support',
      customerType: 'smb',
      ask: HEADING.smb,
    },
  ] as const) {
    test(`${path}: topics, the question slot, axe and keyboard`, async ({ page }) => {
      const requests = recordAnswerRequests(page);
      const violations = await open(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      const topics = page.getByRole('region', { name: 'Support topics' });
      await expect(topics.getByRole('heading', { level: 3 })).toHaveCount(5);
      // The footer gives business customers their own line on every page, theirs included.
      await expect(page.getByRole('contentinfo')).toContainText('Small business 800-555-0150');
      await expect(page.getByRole('contentinfo').getByRole('link', { name: '800-555-0150' })).toHaveAttribute(
        'href',
        'tel:8005550150',
      );
      for (const link of await topics.getByRole('link').all())
        await expect(link).toHaveAttribute('href', /^\/(search|support|outages|device-support)/);
      await expectNoA11yViolations(page);

      // The question slot is the answer widget: reached by Tab, asked with Enter, answered in place.
      const w = widget(page, ask);
      const box = questionField(w, ask);
      await tabTo(page, box);
      await page.keyboard.type('pay my bill');
      await page.keyboard.press('Enter');
      // The block shows the question it answers (the closest one in the knowledge base).
      const block = await expectAnswerDone(w, /\bpay\b.*\bbill\b/i);
      await expect(block.getByRole('paragraph').nth(1)).toHaveText(/\w{3,}/);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      expect(requests.map(askedQuestion)).toEqual(['pay my bill']);
      expect(new URL(requests[0]!.url()).pathname).toBe(
        customerType === 'smb' ? `${ANSWER_PATH}/smb` : ANSWER_PATH,
      );
      await expectNoA11yViolations(page);
      expect(violations).toEqual([]);
    });
  }

  test('without JavaScript, a question asked on a support home reaches the search page, answered on the server', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const { path, ask, results } of [
      { path: '/support', ask: HEADING.consumer, results: '/search' },
      { path: '/support/smallbusiness', ask: HEADING.smb, results: '/search/smallBusiness' },
    ]) {
      await page.goto(path);
      const w = widget(page, ask);
      await questionField(w, ask).fill('restart my router');
      await w.getByRole('button', { name: TEXT.cta }).click();
      await expect(page).toHaveURL(`${results}?q=restart+my+router`);
      // The articles are in the page as sent, not a placeholder waiting for a script.
      await expect(resultItems(page).first()).toBeVisible();
      await expect(resultsRegion(page)).toContainText('for “restart my router”');
      await expect(resultsRegion(page)).not.toContainText('Finding');
      // The answer card, filled in by the page's script, says where the help is instead (in a
      // <noscript>, which this harness parses as text: script execution is off, parsing is not).
      expect(await siteSearchCard(page).locator('noscript').innerHTML()).toContain(
        'The search results on this page work without it.',
      );
    }
    await context.close();
  });

  test('/support/smallbusiness/ with a trailing slash reaches the same page', async ({ page }) => {
    await page.goto('/support/smallbusiness/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Small business support');
    const contact = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact us' });
    await contact.click();
    await expect(page).toHaveURL(/\/support\/smallbusiness\/contact-us$/);
    // Back on a consumer page, the header leads to the consumer contact page again.
    await page.goto('/support');
    await expect(contact).toHaveAttribute('href', '/support/contact-us');
  });

  test('home: axe, and a question asked by keyboard alone', async ({ page }) => {
    const violations = await open(page, '/');
    await expectNoA11yViolations(page);
    await tabTo(page, page.getByRole('searchbox', { name: /Ask about your internet/ }));
    await page.keyboard.type('turn on wifi calling');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Ask' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=turn\+on\+wifi\+calling$/);
    await expect(resultItems(page).first()).toBeVisible();
    await expectNoA11yViolations(page);
    expect(violations).toEqual([]);
  });
});
