import {
  type FeedbackEvent,
  type FeedbackKind,
  FeedbackWeights,
  type QuestionAnalyzer,
} from '@support/answer-engine';
import { type Database, type FeedbackSignalRow, feedbackSignalsRepository } from '@support/db';
import type { FastifyBaseLogger } from 'fastify';

/** How far back stored signals teach the engine. */
export const FEEDBACK_WINDOW_DAYS = 90;
/** Most signals read per load (the newest): bounds the load's time and memory whatever is stored. */
export const FEEDBACK_MAX_ROWS = 50_000;
/** How often a refresher reloads. */
export const FEEDBACK_REFRESH_MS = 5 * 60_000;
/**
 * How long after a visitor's answered question their click, without the answer's queryId, is
 * still read as leaving that answer for another article.
 */
export const FEEDBACK_SESSION_MS = 10 * 60_000;
/** The widget's signal types this reads (packages/answer-widget/src/core/analytics.ts SIGNAL_TYPE). */
export const FEEDBACK_SIGNAL_TYPES = ['submit', 'click', 'feedback'] as const;

/** An article page's address (contracts `articleUrl`), absolute or not: its last part is the article id. */
const ARTICLE_PATH = /\/support\/(?:smallbusiness\/)?article\/[^/?#]+\/([A-Za-z0-9_-]+)\/?(?:[?#]|$)/;

/** The article a link goes to, when it is one of our article pages. */
export function articleIdFromUrl(url: string | null | undefined): string | undefined {
  return url ? ARTICLE_PATH.exec(url)?.[1] : undefined;
}

const present = (s: string | null | undefined) => {
  const t = s?.trim();
  return t ? t : undefined;
};

/** A thumbs up or down: payload.isYes, else payload.helpful, else the subtype. */
function verdict(r: FeedbackSignalRow): FeedbackKind | undefined {
  const yes = (v: string | null) => {
    const t = v?.trim().toLowerCase();
    if (t === 'true' || t === 'yes') return true;
    if (t === 'false' || t === 'no') return false;
    return undefined;
  };
  const v =
    yes(r.isYes) ??
    yes(r.helpful) ??
    (r.subtype === 'thumbsUp' ? true : r.subtype === 'thumbsDown' ? false : undefined);
  return v === undefined ? undefined : v ? 'helpful' : 'unhelpful';
}

/** A visitor's answered question: what they asked, the article shown, what they went to from it. */
interface Asked {
  question: string;
  shown?: string;
  at: number;
  chosen: Set<string>;
}

/**
 * Stored widget signals → feedback events. What the widget sends (analytics.ts, use-answer-widget.ts):
 *
 * - `submit`: `q` (the `query` column) is the visitor's question as asked, `docId` the article
 *   answered with ('' when none), `payload.fusion_query_id` the answer's queryId. It opens the
 *   visitor's (`user_id`) current question.
 * - `feedback` (thumbs up, or thumbs down sent from the reasons modal): `docId` is the shown
 *   article, `payload.isYes` true/false (also `helpful` yes/no, subtype thumbsUp/thumbsDown;
 *   `feedbackArr` holds the reasons, not used here). Its `q` is the question as the card showed it
 *   (the article's own heading), not as asked, so the question is taken from the submit with the
 *   same queryId, or from the visitor's current question when the article is the one shown for it
 *   or one they went to from it; only failing both, the card's question. → helpful / unhelpful.
 * - `click`: `payload.linkDestination` is where the link went; an article page there (or, for a
 *   related question chosen, subtype `question`, the signal's `docId`) is the article chosen.
 *   The widget reports a chosen related question with the shown answer's `docId` and queryId, so
 *   the question is the submit's with that queryId; a `docId` other than the destination is taken
 *   as the shown one. Signals without a queryId (sent by older widgets, which reported the chosen
 *   article as `docId`) fall back to the visitor's current question, when asked within
 *   FEEDBACK_SESSION_MS. A citation of the shown article itself is not a choice.
 *   → chose-other (shown article, the chosen one). After a question that got no answer (the
 *   submit's `docId` empty), a question chosen from those offered in its place (the engine's
 *   choices, or the common questions; the widget reports the unanswered question's queryId) →
 *   chose (the chosen article), once per article and question; only a click that carries the
 *   unanswered question's queryId (a cancelled or failed question has none).
 *   A thumbs up or down on an article chosen either way is about the question asked.
 *
 * Voter: the `user_id` column (the widget's anonymous id); none is the shared voter ''. A visitor's
 * current question is followed only with a user id; without one, only the queryId links signals.
 */
export function feedbackEvents(rows: readonly FeedbackSignalRow[]): FeedbackEvent[] {
  const ordered = [...rows].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
  const byQueryId = new Map<string, Asked>();
  const byVoter = new Map<string, Asked>();
  const events: FeedbackEvent[] = [];
  for (const r of ordered) {
    const voter = present(r.userId) ?? '';
    const at = r.createdAt.getTime();
    const docId = present(r.docId);
    const queryId = present(r.queryId);
    if (r.type === 'submit') {
      const question = present(r.query);
      if (!question) {
        if (voter) byVoter.delete(voter);
        continue;
      }
      const asked: Asked = { question, shown: docId, at, chosen: new Set() };
      if (queryId) byQueryId.set(queryId, asked);
      if (voter) byVoter.set(voter, asked);
      continue;
    }
    const current = voter ? byVoter.get(voter) : undefined;
    const asked =
      (queryId ? byQueryId.get(queryId) : undefined) ??
      (current && at - current.at <= FEEDBACK_SESSION_MS ? current : undefined);
    if (r.type === 'feedback') {
      const kind = verdict(r);
      if (!kind || !docId) continue;
      const question =
        asked && (asked.shown === docId || asked.chosen.has(docId)) ? asked.question : present(r.query);
      if (question) events.push({ question, articleId: docId, kind, voter });
    } else if (r.type === 'click' && asked) {
      const target = articleIdFromUrl(r.linkDestination) ?? (r.subtype === 'question' ? docId : undefined);
      if (!target) continue;
      const shown = docId && docId !== target ? docId : asked.shown;
      if (shown === target) continue;
      if (!shown) {
        // No answer was shown: the article chosen from what was offered in its place, read only
        // when the click names that question's answer (its queryId): a cancelled or failed question
        // has none, and a click later on another page is not a choice.
        if (!queryId || byQueryId.get(queryId) !== asked) continue;
        if (!asked.chosen.has(target))
          events.push({ question: asked.question, articleId: target, kind: 'chose', voter });
        asked.chosen.add(target);
        continue;
      }
      events.push({
        question: asked.question,
        articleId: shown,
        kind: 'chose-other',
        otherArticleId: target,
        voter,
      });
      asked.chosen.add(target);
    }
  }
  return events;
}

export interface LoadFeedbackOptions {
  /** How stored questions become terms; must match the terms the engine passes to `factor`. */
  analyze?: QuestionAnalyzer;
  windowDays?: number;
  maxRows?: number;
  now?: Date;
}

async function readRows(db: Database, options: LoadFeedbackOptions) {
  const now = options.now ?? new Date();
  const since = new Date(now.getTime() - (options.windowDays ?? FEEDBACK_WINDOW_DAYS) * 86_400_000);
  return feedbackSignalsRepository(db).recent(
    FEEDBACK_SIGNAL_TYPES,
    since,
    options.maxRows ?? FEEDBACK_MAX_ROWS,
  );
}

const weightsOf = (rows: readonly FeedbackSignalRow[], analyze: QuestionAnalyzer | undefined) => {
  const events = feedbackEvents(rows);
  return { weights: new FeedbackWeights(events, { analyze }), events: events.length };
};

/** The rows read, newest first: the same count and first and last ids mean the same rows. */
const signatureOf = (rows: readonly FeedbackSignalRow[]) =>
  `${rows.length}:${rows[0]?.id ?? ''}:${rows.at(-1)?.id ?? ''}`;

/**
 * The engine's feedback weights from the stored signals of the last FEEDBACK_WINDOW_DAYS days (the
 * newest FEEDBACK_MAX_ROWS of them). Bounds: `FEEDBACK` in @support/answer-engine.
 */
export async function loadFeedback(
  db: Database,
  options: LoadFeedbackOptions = {},
): Promise<FeedbackWeights> {
  return weightsOf(await readRows(db, options), options.analyze).weights;
}

export interface FeedbackRefresherOptions extends Omit<LoadFeedbackOptions, 'now'> {
  log?: FastifyBaseLogger;
  /** Default FEEDBACK_REFRESH_MS. */
  intervalMs?: number;
  now?: () => Date;
}

/**
 * This instance's feedback weights, reloaded every `intervalMs` (the timer does not keep the
 * process alive) and on demand. A failed load keeps the previous weights; until the first load
 * they are neutral.
 */
export class FeedbackRefresher {
  private current: FeedbackWeights = FeedbackWeights.NEUTRAL;
  private timer?: NodeJS.Timeout;
  private loading?: Promise<FeedbackWeights>;
  private loadingForced = false;
  private loadedAt?: Date;
  private stopped = false;
  /** What the current weights were built from (see signatureOf). */
  private signature?: string;

  constructor(
    private readonly db: Database,
    private readonly options: FeedbackRefresherOptions = {},
  ) {}

  /** A refresher that has loaded once (a failure is logged and leaves neutral weights) and reloads on its timer. */
  static async open(db: Database, options: FeedbackRefresherOptions = {}): Promise<FeedbackRefresher> {
    const r = new FeedbackRefresher(db, options);
    await r.refresh().catch(() => undefined);
    r.start();
    return r;
  }

  get weights(): FeedbackWeights {
    return this.current;
  }

  /** When the signals were last read successfully (whether or not the weights changed). */
  get lastLoadedAt(): Date | undefined {
    return this.loadedAt;
  }

  /**
   * Starts the periodic reload (once; not after stop). A reload that reads the same signals as the
   * last one keeps the same weights object, so a cache keyed by it stays valid.
   */
  start(): void {
    if (this.timer || this.stopped) return;
    this.timer = setInterval(() => {
      this.reload(false).catch(() => undefined);
    }, this.options.intervalMs ?? FEEDBACK_REFRESH_MS);
    this.timer.unref();
  }

  /**
   * Rebuilds now, even from unchanged signals (call it after the engine's analysis changed, e.g. a
   * knowledge-base rebuild when `analyze` uses the engine). A call while a load runs shares it.
   * Resolves with the new weights; rejects when the load fails, keeping the previous ones. After
   * stop, resolves with the last weights.
   */
  refresh(): Promise<FeedbackWeights> {
    return this.reload(true);
  }

  private reload(force: boolean): Promise<FeedbackWeights> {
    if (this.stopped) return Promise.resolve(this.current);
    // A forced rebuild asked during a timer reload runs after it: that one may keep the old weights.
    if (this.loading && (this.loadingForced || !force)) return this.loading;
    const previous = this.loading?.catch(() => undefined) ?? Promise.resolve();
    const loading: Promise<FeedbackWeights> = previous
      .then(() => this.load(force))
      .finally(() => {
        if (this.loading === loading) this.loading = undefined;
      });
    this.loading = loading;
    this.loadingForced = force;
    return loading;
  }

  /** Stops the timer and waits for a load in progress, so the database can be closed after it. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.timer = undefined;
    await this.loading?.catch(() => undefined);
  }

  private async load(force: boolean): Promise<FeedbackWeights> {
    const started = performance.now();
    const { log, now, ...options } = this.options;
    try {
      const rows = await readRows(this.db, { ...options, now: now?.() });
      const signature = signatureOf(rows);
      this.loadedAt = new Date();
      if (!force && signature === this.signature) return this.current;
      const { weights, events } = weightsOf(rows, options.analyze);
      this.current = weights;
      this.signature = signature;
      log?.info(
        {
          signals: rows.length,
          events,
          adjustedPairs: weights.adjustedPairs,
          ms: Math.round(performance.now() - started),
        },
        'feedback weights loaded',
      );
      return weights;
    } catch (err) {
      log?.warn({ err }, 'feedback weights not loaded; keeping the previous ones');
      throw err;
    }
  }
}
