import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Locator, type Page, type Request } from '@playwright/test';
import { E2E_API_PORT, E2E_OPERATOR_TOKEN } from './site.ts';

// Shared by the answer-widget specs: the widget's words (from the content feed the site serves, and
// the view's own accessible names), locators by role and name, questions our knowledge base answers,
// a gate that holds the real answer request, and the operator read-back of stored signals.

interface WidgetFeed {
  subHeader: string;
  showLabel1: string;
  showLabel2: string;
  cta: string;
  loadingMsgArray: string[];
  resubmitMsg: string;
  resubmitButton: string;
  askSimilarQuestionLabel: string;
  citationLinkLabel: string;
  citationHeader: string;
  legalDisclaimerLabel: string;
  feedbackLabel: string;
  positiveTxt: string;
  feedbackHeader: string;
  label1: string;
  label2: string;
  label3: string;
  label4: string;
  feedbackTxt: string;
  feedbackSubHeader: string;
  submitBtn: string;
}

/** The widget's text as the site seeds it (content/cms): labels, loading messages, feedback labels. */
export const TEXT: WidgetFeed = JSON.parse(
  readFileSync(
    join(import.meta.dirname, '..', 'content', 'cms', 'hubanswer-global-search-consumer.json'),
    'utf8',
  ),
).payload;

/** The view's own words (packages/answer-widget/src/views/view-text.ts): what the feed does not carry. */
export const VIEW = {
  CANCEL: 'Cancel',
  POPULAR_QUESTIONS: 'Popular questions',
  CHOICES: 'Is it one of these?',
  BEST_ANSWER: 'Best answer',
  NO_BEST_ANSWER: 'No quick answer',
  THUMBS_UP: 'Yes, this answer helped',
  THUMBS_DOWN: 'No, this answer did not help',
  LONG_WAIT: /taking longer than normal/i,
  ONLINE_SUPPORT: 'Get help from online support',
  MORE_HELP: 'More ways to get help',
} as const;

/** The widget's heading (the service prompt) on the support homes. */
export const HEADING = {
  consumer: 'What can we help you with today?',
  smb: 'What can we help your business with today?',
} as const;

/** Questions a customer types, checked against the seeded knowledge base (see the specs for how). */
export const Q = {
  /** A short answer (about 150 characters): never more than 8 lines, even at 375 px. */
  restart: { text: 'How do I restart my router?', article: 'KM1000051', title: 'Restart your Wi-Fi gateway' },
  /** A long answer (about 460 characters): more than 8 lines at 375 px. */
  lowIncome: { text: 'Do you have a cheaper internet plan for low-income families?', article: 'KM1000096' },
  /** Another well answered question, for the thumbs-down. */
  payBill: { text: 'how do I pay my bill online', article: 'KM1000001' },
  /** Nothing a telecom support site answers: declined with SPTSEARCH-102 (the weather is not: "tomorrow" matches an article). */
  cake: { text: 'how do I bake a chocolate cake?' },
} as const;

export const ANSWER_PATH = '/search/v2/answerextraction';
export const SMART_ANSWER_PATH = '/search/v1/answerextraction';

export const widget = (page: Page, name: string = HEADING.consumer) => page.getByRole('region', { name });
/** The search page's answer card, named "Best answer", or "No quick answer" when none answers. */
export const siteSearchCard = (page: Page) =>
  page.getByRole('region', { name: new RegExp(`^(${VIEW.BEST_ANSWER}|${VIEW.NO_BEST_ANSWER})$`) });
export const questionField = (w: Locator, name: string = HEADING.consumer) =>
  w.getByRole('textbox', { name });
/** The answer block: the widget's one article, named by the question it answers. */
export const answerBlock = (w: Locator) => w.getByRole('article');
/** The question an answer block answers: its heading. */
export const answeredQuestion = (block: Locator) => block.getByRole('heading', { level: 3 });
/** The widget's live region (loading message, retry text, no-answer message): the first status in it. */
export const statusRegion = (w: Locator) => w.getByRole('status').first();
/** The question buttons under a heading: a list on desktop, a carousel region below 1025 px. */
export const questionButtons = (w: Locator, heading: string) =>
  w
    .getByRole('list', { name: heading })
    .or(w.getByRole('region', { name: heading }))
    .getByRole('button', {
      // The carousel's own arrows and dots are not questions.
      name: /^(?!(Previous|Next) slide$|Go to slide \d+$).+\?$/,
    });
/** Ticks a reason of the feedback modal with the pointer, on its visible label. */
export async function tickReason(modal: Locator, label: string) {
  await modal.getByText(label, { exact: true }).click();
  await expect(modal.getByRole('checkbox', { name: label })).toBeChecked();
}
export const feedbackModal = (page: Page) => page.getByRole('dialog', { name: TEXT.feedbackHeader });
export const citationsPopover = (page: Page) => page.getByRole('dialog', { name: TEXT.citationHeader });

/** The searchTerm (general widget) or q (site-search card) of an answer request. */
export const askedQuestion = (r: Request) => {
  const url = new URL(r.url());
  return url.searchParams.get('searchTerm') ?? url.searchParams.get('q');
};

/** Every answer request the page sends, in order (general widget and site-search card). */
export function recordAnswerRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith(ANSWER_PATH) || path === SMART_ANSWER_PATH) requests.push(r);
  });
  return requests;
}

/**
 * Holds the real answer requests (the API is not mocked): each waits until `release()`, then goes on
 * to the API. A request the page aborted meanwhile is simply dropped.
 */
export async function holdAnswers(page: Page, path: string = ANSWER_PATH) {
  let open!: () => void;
  let gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const held: Request[] = [];
  await page.route(
    (url) => url.pathname.startsWith(path),
    async (route) => {
      held.push(route.request());
      await gate;
      await route.continue().catch(() => {});
    },
  );
  return {
    held,
    /** Lets every held (and later) request through. */
    release: () => open(),
    /** Holds the next requests again. */
    hold: () => {
      gate = new Promise<void>((resolve) => {
        open = resolve;
      });
    },
  };
}

/** Types a question in the widget's field and presses Enter; waits until the widget has settled. */
export async function ask(page: Page, w: Locator, question: string, field = questionField(w)) {
  // Before hydration the form is a plain GET to the search page (no script needed): Enter would
  // leave the page, not ask the API.
  await expectHydrated(field);
  const asked = page.waitForRequest((r) => new URL(r.url()).pathname.startsWith(ANSWER_PATH));
  await field.fill(question);
  await field.press('Enter');
  expect(askedQuestion(await asked)).toBe(question);
  await expectSettled(w);
}

/** React has hydrated the element: it carries React's props, so its handlers are attached. */
export async function expectHydrated(element: Locator) {
  await expect
    .poll(() => element.evaluate((e) => Object.keys(e).some((k) => k.startsWith('__reactProps$'))))
    .toBe(true);
}

/** Neither loading nor streaming: the widget's phase is not loading and nothing in it is aria-busy. */
export async function expectSettled(w: Locator) {
  await expect(w).not.toHaveAttribute('data-phase', 'loading');
  await expect(w.locator('[aria-busy="true"]')).toHaveCount(0);
}

export const cancelButton = (w: Locator) => w.getByRole('button', { name: VIEW.CANCEL, exact: true });

/** Waits for the streamed answer to be complete on screen: the block is no longer marked busy. */
export async function expectAnswerDone(w: Locator, question?: string | RegExp) {
  const block = answerBlock(w);
  await expect(block).toBeVisible();
  // The answer region is aria-busy while loading or streaming.
  await expect(w.locator('[aria-busy="true"]')).toHaveCount(0);
  if (question) await expect(answeredQuestion(block)).toHaveText(question);
  return block;
}

/** Focus is on an element of the page, not lost to <body> (or nowhere); by default also :focus-visible. */
export async function expectFocusKept(page: Page, { visible = true } = {}) {
  const active = await page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return { where: 'body', visible: false };
    return { where: el.outerHTML.slice(0, 80), visible: el.matches(':focus-visible') };
  });
  expect(active.where, 'focus fell to <body>').not.toBe('body');
  if (visible) expect(active.visible, `focus not visible on ${active.where}`).toBe(true);
}

/** Moves focus to `target` with Tab (or Shift+Tab) only. */
export async function tabTo(page: Page, target: Locator, { backwards = false, maxTabs = 60 } = {}) {
  await expect(target).toBeVisible();
  for (let i = 0; i < maxTabs; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

/** The anonymous user id the widget reports in this browser context. */
export const widgetUserId = (page: Page) =>
  page.evaluate(() => localStorage.getItem('support.answer-widget.user-id'));

export interface StoredSignal {
  id: number;
  collection: string;
  type: string;
  idempotencyKey: string | null;
  appId: string | null;
  query: string | null;
  name: string | null;
  docId: string | null;
  userId: string | null;
  payload: Record<string, unknown>;
}

/** A collection's stored signals, read back from the database through the operator route. */
export async function storedSignals(request: APIRequestContext, collection: string): Promise<StoredSignal[]> {
  const response = await request.get(`http://127.0.0.1:${E2E_API_PORT}/operator/v1/signals/${collection}`, {
    headers: { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { signals: StoredSignal[] }).signals;
}

/** Stored signals of one visitor (the widget's anonymous user id). */
export async function signalsOf(request: APIRequestContext, collection: string, userId: string) {
  return (await storedSignals(request, collection)).filter((s) => s.payload.user_id === userId);
}

/** Full-page screenshot, attached to the report and copied to /tmp/answer-widget-shots for a look. */
export async function shoot(
  page: Page,
  testInfo: { attach(name: string, options: { body: Buffer; contentType: string }): Promise<void> },
  name: string,
) {
  const body = await page.screenshot({ fullPage: true, path: `/tmp/answer-widget-shots/${name}.png` });
  await testInfo.attach(name, { body, contentType: 'image/png' });
}
