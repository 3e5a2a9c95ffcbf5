import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultQuestionTerms, FEEDBACK } from '@support/answer-engine';
import { sampleArticle } from '@support/answer-engine/testing';
import { type Database, type FeedbackSignalRow, openDatabase } from '@support/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { articleFile, fakeLog } from '../testing/app.ts';
import {
  articleIdFromUrl,
  FEEDBACK_SESSION_MS,
  FeedbackRefresher,
  feedbackEvents,
  loadFeedback,
} from './feedback.ts';

const ASKED = 'My wifi keeps dropping!';
const TERMS = defaultQuestionTerms(ASKED);
const SHOWN = 'KM1000001';
const OTHER = 'KM1000002';
const OTHER_URL = `https://www.example.com/support/article/internet/${OTHER}`;

describe('feedbackEvents: the widget’s stored signals as feedback', () => {
  let id = 0;
  const T0 = Date.UTC(2026, 10, 1);
  const row = (r: Partial<FeedbackSignalRow> & Pick<FeedbackSignalRow, 'type'>): FeedbackSignalRow => ({
    id: ++id,
    createdAt: new Date(T0 + id * 1000),
    query: null,
    docId: null,
    userId: 'u1',
    subtype: null,
    queryId: null,
    isYes: null,
    helpful: null,
    linkDestination: null,
    ...r,
  });
  const submit = (over: Partial<FeedbackSignalRow> = {}) =>
    row({ type: 'submit', subtype: 'typed', query: ASKED, docId: SHOWN, queryId: 'q1', ...over });

  it('takes a thumbs down’s question from its answer’s submit (same queryId), not the card’s heading', () => {
    const events = feedbackEvents([
      submit({ userId: 'someone-else' }),
      row({
        type: 'feedback',
        query: 'How do I restart my router?',
        docId: SHOWN,
        queryId: 'q1',
        isYes: 'false',
      }),
    ]);
    expect(events).toEqual([{ question: ASKED, articleId: SHOWN, kind: 'unhelpful', voter: 'u1' }]);
  });

  it('reads the verdict from isYes, else helpful, else the subtype; a signal with none is skipped', () => {
    const verdicts = feedbackEvents([
      submit(),
      row({ type: 'feedback', docId: SHOWN, queryId: 'q1', isYes: 'true', helpful: 'no' }),
      row({ type: 'feedback', docId: SHOWN, queryId: 'q1', helpful: 'no' }),
      row({ type: 'feedback', docId: SHOWN, queryId: 'q1', subtype: 'thumbsUp' }),
      row({ type: 'feedback', docId: SHOWN, queryId: 'q1', helpful: '' }),
      row({ type: 'feedback', docId: '', queryId: 'q1', isYes: 'false' }),
    ]).map((e) => e.kind);
    expect(verdicts).toEqual(['helpful', 'unhelpful', 'helpful']);
  });

  it('falls back to the card’s question when no submit of the visitor’s explains the feedback', () => {
    const events = feedbackEvents([
      row({
        type: 'feedback',
        query: 'How do I pay my bill?',
        docId: SHOWN,
        userId: null,
        subtype: 'thumbsDown',
      }),
    ]);
    expect(events).toEqual([
      { question: 'How do I pay my bill?', articleId: SHOWN, kind: 'unhelpful', voter: '' },
    ]);
  });

  it('reads a related question chosen after an answer as choosing that article over the shown one, and feedback on it as about the question asked', () => {
    // As the widget sends it today: docId is the chosen article, no queryId.
    const events = feedbackEvents([
      submit(),
      row({
        type: 'click',
        subtype: 'question',
        docId: OTHER,
        query: 'Why does my internet drop?',
        linkDestination: OTHER_URL,
      }),
      row({ type: 'feedback', docId: OTHER, query: 'Why does my internet drop?', isYes: 'true' }),
    ]);
    expect(events).toEqual([
      { question: ASKED, articleId: SHOWN, kind: 'chose-other', otherArticleId: OTHER, voter: 'u1' },
      { question: ASKED, articleId: OTHER, kind: 'helpful', voter: 'u1' },
    ]);
  });

  it('takes a click’s docId as the shown article when the link goes elsewhere (a sender that reports the shown answer)', () => {
    const events = feedbackEvents([
      submit({ docId: '' }),
      row({ type: 'click', subtype: 'link', docId: SHOWN, queryId: 'q1', linkDestination: OTHER_URL }),
    ]);
    expect(events).toEqual([
      { question: ASKED, articleId: SHOWN, kind: 'chose-other', otherArticleId: OTHER, voter: 'u1' },
    ]);
  });

  it('reads a related question chosen as the widget reports it (the shown answer’s docId and queryId) at any time after the answer', () => {
    const late = new Date(T0 + FEEDBACK_SESSION_MS + 60_000);
    const events = feedbackEvents([
      submit(),
      row({
        type: 'click',
        subtype: 'question',
        docId: SHOWN,
        queryId: 'q1',
        linkDestination: OTHER_URL,
        createdAt: late,
      }),
    ]);
    expect(events).toEqual([
      { question: ASKED, articleId: SHOWN, kind: 'chose-other', otherArticleId: OTHER, voter: 'u1' },
    ]);
  });

  it('ignores a citation of the shown article, links that are not articles, and clicks after the session', () => {
    const late = new Date(T0 + FEEDBACK_SESSION_MS + 60_000);
    const events = feedbackEvents([
      submit({ queryId: null }),
      row({
        type: 'click',
        subtype: 'citation',
        docId: SHOWN,
        linkDestination: `/support/article/internet/${SHOWN}`,
      }),
      row({
        type: 'click',
        subtype: 'link',
        docId: SHOWN,
        linkDestination: 'https://www.example.com/contact',
      }),
      row({ type: 'click', subtype: 'question', docId: OTHER, linkDestination: OTHER_URL, createdAt: late }),
    ]);
    expect(events).toEqual([]);
  });

  it('reads a question chosen after an unanswered one (as the widget reports it: the unanswered queryId, no docId) as choosing that article, once, and feedback on it as about the question asked', () => {
    // As the widget reports a choice: the unanswered question's queryId, no docId. Clicked twice.
    const choice = () =>
      row({
        type: 'click',
        subtype: 'question',
        userId: 'u2',
        docId: '',
        queryId: 'q2',
        linkDestination: OTHER_URL,
      });
    const events = feedbackEvents([
      submit({ userId: 'u2', docId: '', queryId: 'q2' }),
      choice(),
      choice(),
      row({
        type: 'feedback',
        userId: 'u2',
        docId: OTHER,
        query: 'Why does my internet drop?',
        isYes: 'true',
      }),
      // Without the unanswered question's queryId (a cancelled or failed question has none, a
      // later click on another page carries none): not a choice.
      submit({ userId: 'u3', docId: '', queryId: null, query: 'wifi', subtype: 'cancelled' }),
      row({ type: 'click', subtype: 'question', userId: 'u3', docId: '', linkDestination: OTHER_URL }),
      submit({ userId: 'u4', docId: '', queryId: 'q4', query: 'wifi' }),
      row({ type: 'click', subtype: 'link', userId: 'u4', docId: '', linkDestination: OTHER_URL }),
    ]);
    expect(events).toEqual([
      { question: ASKED, articleId: OTHER, kind: 'chose', voter: 'u2' },
      { question: ASKED, articleId: OTHER, kind: 'helpful', voter: 'u2' },
    ]);
  });

  it('finds the article id in article addresses only', () => {
    expect(articleIdFromUrl(OTHER_URL)).toBe(OTHER);
    expect(articleIdFromUrl('/support/smallbusiness/article/wireless/KM1234567?x=1#steps')).toBe('KM1234567');
    expect(articleIdFromUrl('/support/article/internet')).toBeUndefined();
    expect(articleIdFromUrl('https://evil.example/?next=/support/article/x/KM1000003/extra')).toBeUndefined();
    expect(articleIdFromUrl('')).toBeUndefined();
  });
});

describe('loadFeedback and FeedbackRefresher over the real database', () => {
  let app: FastifyInstance;
  let db: Database;
  let root: string;
  let key = 0;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'feedback-'));
    mkdirSync(join(root, 'kb'));
    const article = sampleArticle();
    writeFileSync(join(root, 'kb', `${article.id}-${article.topic}.md`), articleFile(article));
    db = await openDatabase();
    app = await buildApp({
      db,
      logger: false,
      rateLimit: false,
      config: { CONTENT_DIR: root, DATA_DIR: '', DATABASE_URL: undefined, LOG_LEVEL: 'silent' },
    });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
    rmSync(root, { recursive: true, force: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A signal with the fields the widget's buildSignal sets (packages/answer-widget/src/core/analytics.ts). */
  const widgetSignal = (
    type: 'submit' | 'click' | 'feedback',
    subtype: string,
    f: { user: string; q: string; docId: string; queryId?: string; extra?: Record<string, unknown> },
  ) => {
    const k = `fb-${++key}-${Date.now()}`;
    return {
      type,
      id: k,
      'app-id': 'sitesearch',
      q: f.q,
      name: '/search',
      idempotencyKey: k,
      payload: {
        app_id: 'sitesearch',
        docId: f.docId,
        fusion_query_id: f.queryId ?? '',
        query: f.q,
        subtype,
        user_id: f.user,
        helpful: '',
        isSmartAnswer: type !== 'click',
        ...f.extra,
      },
    };
  };
  /** A visitor asks, gets SHOWN, and gives it a thumbs down from the reasons modal. */
  const thumbsDown = (user: string, question = ASKED) => {
    const queryId = `q-${user}`;
    return [
      widgetSignal('submit', 'typed', { user, q: question, docId: SHOWN, queryId }),
      widgetSignal('feedback', 'thumbsDown', {
        user,
        q: 'How do I restart my router?',
        docId: SHOWN,
        queryId,
        extra: {
          helpful: 'no',
          type: 'feedback',
          isYes: false,
          feedbackArr: ['Not relevant'],
          linkName: 'Submit',
        },
      }),
    ];
  };
  const post = async (signals: unknown[]) => {
    for (let i = 0; i < signals.length; i += 50) {
      const res = await app.inject({
        method: 'POST',
        url: '/search/v1/signals/sitesearch',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ signals: signals.slice(i, i + 50) }),
      });
      expect(res.statusCode).toBe(202);
    }
  };

  it('re-weights a pair from thumbs down posted through the signals route once three visitors agree', async () => {
    await post([...thumbsDown('a1'), ...thumbsDown('a2'), ...thumbsDown('a2')]);
    expect((await loadFeedback(db)).factor(TERMS, SHOWN)).toBe(1);
    await post(thumbsDown('a3'));
    const weights = await loadFeedback(db);
    expect(weights.evidence(TERMS, SHOWN)).toMatchObject({ unhelpful: 3, voters: 3 });
    expect(weights.factor(defaultQuestionTerms('my WIFI keeps dropping'), SHOWN)).toBeCloseTo(0.87, 2);
  });

  it('lifts the article visitors went to from the answer (a related question chosen) for that question', async () => {
    const signals = ['c1', 'c2', 'c3', 'c4'].flatMap((user) => [
      widgetSignal('submit', 'typed', {
        user,
        q: 'internet keeps disconnecting',
        docId: SHOWN,
        queryId: `q-${user}`,
      }),
      widgetSignal('click', 'question', {
        user,
        q: 'Why does my internet drop?',
        docId: OTHER,
        extra: { isPAA: true, linkDestination: OTHER_URL, linkName: 'Why does my internet drop?' },
      }),
    ]);
    await post(signals);
    const weights = await loadFeedback(db);
    const terms = defaultQuestionTerms('Internet keeps disconnecting');
    expect(weights.factor(terms, OTHER)).toBeGreaterThan(1);
    expect(weights.factor(terms, SHOWN)).toBeLessThan(1);
    expect(weights.factor(terms, SHOWN)).toBeGreaterThan(weights.factor(TERMS, SHOWN));
  });

  it('lifts the article visitors chose from the questions offered in place of no answer (as the widget reports it)', async () => {
    const question = 'modem lights all orange';
    const signals = ['n1', 'n2', 'n3'].flatMap((user) => [
      widgetSignal('submit', 'typed', { user, q: question, docId: '', queryId: `none-${user}` }),
      widgetSignal('click', 'question', {
        user,
        q: question,
        docId: '',
        queryId: `none-${user}`,
        extra: { isPAA: true, linkDestination: OTHER_URL, linkName: 'Why does my internet drop?' },
      }),
    ]);
    await post(signals);
    const weights = await loadFeedback(db);
    const terms = defaultQuestionTerms(question);
    expect(weights.evidence(terms, OTHER)).toMatchObject({ chosen: 3, voters: 3 });
    expect(weights.factor(terms, OTHER)).toBeGreaterThan(1);
    expect(weights.factor(terms, SHOWN)).toBe(1);
  });

  it('holds a flood of two thousand visitors at the clamp, and reads only the window and the newest rows', async () => {
    const question = 'reset my voicemail password';
    const flood = Array.from({ length: 1000 }, (_, i) => thumbsDown(`flood-${i}`, question)).flat();
    await post(flood);
    const terms = defaultQuestionTerms(question);
    expect((await loadFeedback(db)).factor(terms, SHOWN)).toBe(FEEDBACK.MIN_FACTOR);
    const future = new Date(Date.now() + 91 * 86_400_000);
    expect((await loadFeedback(db, { now: future })).factor(terms, SHOWN)).toBe(1);
    // The newest 4 rows: two visitors' submit and feedback, below the minimum support.
    expect((await loadFeedback(db, { maxRows: 4 })).evidence(terms, SHOWN)).toMatchObject({ voters: 2 });
  });

  it('a refresher loads at open, on demand and on its timer, keeps the last weights when a load fails, and stops', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let down = false;
    const flaky = {
      get orm() {
        if (down) throw new Error('database down');
        return db.orm;
      },
    } as unknown as Database;
    const log = fakeLog();
    const question = 'my phone will not charge';
    const terms = defaultQuestionTerms(question);
    const refresher = await FeedbackRefresher.open(flaky, { log, intervalMs: 60_000 });
    expect(refresher.weights.factor(terms, SHOWN)).toBe(1);

    await post(['d1', 'd2', 'd3'].flatMap((u) => thumbsDown(u, question)));
    vi.advanceTimersByTime(60_000);
    await vi.waitFor(() => expect(refresher.weights.factor(terms, SHOWN)).toBeLessThan(1));
    const loaded = refresher.weights;

    down = true;
    await expect(refresher.refresh()).rejects.toThrow('database down');
    expect(refresher.weights).toBe(loaded);
    expect(log.warn).toHaveBeenCalledOnce();

    down = false;
    await post(['d4', 'd5', 'd6'].flatMap((u) => thumbsDown(u, question)));
    const fresh = await refresher.refresh();
    expect(fresh.evidence(terms, SHOWN)).toMatchObject({ voters: 6 });
    expect(refresher.weights).toBe(fresh);

    // The timer's reload of unchanged signals keeps the same object (a cache keyed by it stays valid).
    const read = refresher.lastLoadedAt;
    vi.advanceTimersByTime(60_000);
    await vi.waitFor(() => expect(refresher.lastLoadedAt).not.toBe(read));
    expect(refresher.weights).toBe(fresh);
    // A forced refresh during a timer reload still rebuilds.
    vi.advanceTimersByTime(60_000);
    const rebuilt = await refresher.refresh();
    expect(rebuilt).not.toBe(fresh);
    expect(rebuilt.factor(terms, SHOWN)).toBe(fresh.factor(terms, SHOWN));

    await refresher.stop();
    const loads = log.info.mock.calls.length;
    vi.advanceTimersByTime(10 * 60_000);
    expect(await refresher.refresh()).toBe(rebuilt);
    expect(log.info).toHaveBeenCalledTimes(loads);
  });

  it('does not keep the process alive with its timer', async () => {
    const spy = vi.spyOn(globalThis, 'setInterval');
    const refresher = new FeedbackRefresher(db, { intervalMs: 3_600_000 });
    refresher.start();
    const timer = spy.mock.results[0]!.value as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(false);
    await refresher.stop();
    spy.mockRestore();
  });
});
