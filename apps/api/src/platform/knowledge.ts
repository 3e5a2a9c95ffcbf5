import {
  AnswerEngine,
  type Article,
  ArticleSchema,
  buildEngineInWorker,
  type EngineBuild,
  type FeedbackAdjuster,
  Lexicon,
  startEngineBuild,
} from '@support/answer-engine';
import { articlesRepository, type Database, KB_CHANGED_CHANNEL } from '@support/db';
import type { FastifyBaseLogger } from 'fastify';
import type { SemanticSearch } from './embeddings.ts';
import type { FeedbackRefresher } from './feedback.ts';

/** Up to this many changed articles are applied to the running index in place; more rebuild it. */
export const INCREMENTAL_LIMIT = 200;

/**
 * Below this many articles the index is built on the calling thread: it takes a few tens of
 * milliseconds, less than starting a worker thread.
 */
export const INLINE_BUILD_MAX = 1000;

/**
 * Articles read from the database at a time, with other work (answers) let in between: read and
 * checked at once, 10,000 articles held the event loop for 0.7 to 0.9 s on PGlite, at every
 * refresh; a page of 500 takes a few tens of milliseconds.
 */
export const LOAD_PAGE_ROWS = 500;

/**
 * Ids and revisions read at a time, with other work let in between: read at once, 10,000 held the
 * event loop for 50 to 90 ms on PGlite at every refresh (100,000, most of a second).
 */
export const REVISION_PAGE_ROWS = 2000;

export interface KnowledgeBaseOptions {
  /** Runs after each refresh that followed a change (to tell the web servers). */
  onRebuilt?: () => void;
  /** The concept lexicon the engine expands questions with (content/lexicon, `loadLexiconFromDir`). */
  lexicon?: Lexicon;
  /** Semantic retrieval (embeddings), when configured: kept in step with the articles. */
  semantic?: SemanticSearch;
  /** Visitors' feedback re-weighting; reloaded after the engine changes. */
  feedback?: FeedbackRefresher;
  /** Build on the calling thread up to this many articles (default INLINE_BUILD_MAX). */
  inlineBuildMax?: number;
  /** The answer decision's threshold (ANSWER_MIN_CONFIDENCE); the fitted model's by default. */
  answerThreshold?: number;
  /** Articles read from the database at a time (default LOAD_PAGE_ROWS). */
  loadPageRows?: number;
  /** Up to this many changed articles are applied in place (default INCREMENTAL_LIMIT). */
  incrementalLimit?: number;
  /** Ids and revisions read from the database at a time (default REVISION_PAGE_ROWS). */
  revisionPageRows?: number;
  /** The index worker's code (default: the answer engine's own, see its workerUrl). */
  workerUrl?: URL;
}

/**
 * The in-memory answer engine of this API instance, built from the database at start (in a worker
 * thread, so the event loop keeps serving) and kept current when any instance changes the articles
 * (PostgreSQL LISTEN/NOTIFY): a few changed articles are applied in place, a larger change is
 * rebuilt in the worker and swapped in. Reads never leave the process.
 */
export class KnowledgeBase {
  private current: AnswerEngine;
  private stopListening?: () => Promise<void>;
  private pending?: NodeJS.Timeout;
  /** The refresh under way, and the one asked for while it runs (see refresh). */
  private running?: Promise<void>;
  private queued?: Promise<void>;
  private closed = false;

  private constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    engine: AnswerEngine,
    private readonly options: KnowledgeBaseOptions,
    /** Every stored article's revision when it was last read (see refreshOnce). */
    private revisions: Map<string, number>,
  ) {
    this.current = engine;
  }

  static async open(
    db: Database,
    log: FastifyBaseLogger,
    options: KnowledgeBaseOptions = {},
  ): Promise<KnowledgeBase> {
    // Revisions first: an article written in between is read newer than its revision says, and
    // read again after its change notification.
    const revisions = await readRevisions(db, options.revisionPageRows);
    const { articles, engine } = await readAndBuild(db, log, options, revisions.size);
    const kb = new KnowledgeBase(db, log, engine!, options, revisions);
    void options.semantic?.sync(articles);
    // After a dropped connection the database calls back once, and the refresh catches up.
    kb.stopListening = await db.listen(KB_CHANGED_CHANNEL, () => kb.scheduleRefresh(), {
      onError: (err) => log.warn({ err }, 'knowledge base change feed interrupted; reconnecting'),
    });
    return kb;
  }

  get engine(): AnswerEngine {
    return this.current;
  }

  get semantic(): SemanticSearch | undefined {
    return this.options.semantic;
  }

  /** Ranks with the refresher's weights from now on (it analyses questions with this engine, so it comes after open). */
  useFeedback(feedback: FeedbackRefresher): void {
    this.options.feedback = feedback;
  }

  /** The feedback weights to rank with now (undefined without a refresher). */
  get feedback(): FeedbackAdjuster | undefined {
    return this.options.feedback?.weights;
  }

  /**
   * Brings the engine up to date with the database. One at a time: asked while one runs, it runs
   * once more after it (shared by everyone who asked meanwhile), reading the database again. Two
   * at once could lose a change: one applied in place to the running index, then replaced by an
   * index another refresh was still building from the articles read before it.
   */
  refresh(): Promise<void> {
    if (this.closed) return Promise.resolve();
    if (!this.running) {
      this.running = this.refreshOnce().finally(() => {
        this.running = undefined;
      });
      return this.running;
    }
    this.queued ??= this.running
      .catch(() => undefined)
      .then(() => {
        this.queued = undefined;
        return this.refresh();
      });
    return this.queued;
  }

  /**
   * Reads the articles' revisions, then only the articles written since they were last read, or
   * every article when more than the in-place limit were (a seed, a bulk edit): at 10,000
   * articles, reading them all to find one change took most of a second.
   */
  private async refreshOnce(): Promise<void> {
    const repo = articlesRepository(this.db);
    const revisions = await readRevisions(this.db, this.options.revisionPageRows);
    const written = [...revisions].filter(([id, r]) => this.revisions.get(id) !== r).map(([id]) => id);
    const deleted = [...this.revisions.keys()].filter((id) => !revisions.has(id));
    if (written.length + deleted.length === 0) return;
    const limit = this.options.incrementalLimit ?? INCREMENTAL_LIMIT;
    const engine = this.current;
    let articles: Article[] | undefined;
    let rebuilt: AnswerEngine | undefined;
    let changed: Article[] = [];
    let removed: string[] = [];
    if (written.length + deleted.length <= limit) {
      const read = checkedArticles(await repo.getMany(written), this.log);
      const found = new Set(read.map((a) => a.id));
      changed = read.filter((a) => !sameArticle(engine.article(a.id), a));
      // Deleted, or now invalid (left out, as a full read would), or deleted since the revisions.
      removed = [...deleted, ...written.filter((id) => !found.has(id))].filter(
        (id) => engine.article(id) !== undefined,
      );
    } else {
      // Read in full, and rebuilt while read if, once all are read, more than the limit differ.
      ({ articles, engine: rebuilt } = await readAndBuild(
        this.db,
        this.log,
        this.options,
        revisions.size,
        (all) => {
          ({ changed, removed } = difference(engine, all));
          return changed.length + removed.length > limit;
        },
      ));
    }
    if (changed.length + removed.length === 0) {
      // Written again as they were (a seed at another instance's start, say).
      this.revisions = revisions;
      return;
    }
    if (rebuilt) {
      this.current = rebuilt;
    } else {
      const started = performance.now();
      for (const a of changed) engine.upsert(a);
      for (const id of removed) engine.remove(id);
      this.log.info(
        { changed: changed.length, removed: removed.length, ms: Math.round(performance.now() - started) },
        'answer engine index updated in place',
      );
    }
    // Only once the engine has them: a refresh that fails reads the same articles next time.
    this.revisions = revisions;
    void this.options.semantic?.sync(articles ?? this.current.articles());
    this.options.feedback?.refresh().catch(() => undefined);
    this.options.onRebuilt?.();
  }

  private scheduleRefresh(): void {
    clearTimeout(this.pending);
    this.pending = setTimeout(() => {
      this.refresh().catch((err) =>
        this.log.error({ err }, 'knowledge base refresh failed; keeping the previous index'),
      );
    }, 200);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.pending);
    await this.stopListening?.();
    // A refresh under way ends before the database may be closed; none starts after this.
    await this.running?.catch(() => undefined);
  }
}

/** Every stored article's revision by id, read a page at a time. */
async function readRevisions(db: Database, pageRows = REVISION_PAGE_ROWS): Promise<Map<string, number>> {
  const revisions = new Map<string, number>();
  for await (const page of articlesRepository(db).revisionPages(pageRows)) {
    for (const { id, revision } of page) revisions.set(id, revision);
    await nextTurn();
  }
  return revisions;
}

/** The next turn of the event loop (other work, answers, runs first). */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The rows that pass the article schema; the others are logged and left out of the index. */
function checkedArticles(rows: readonly unknown[], log: FastifyBaseLogger): Article[] {
  const articles: Article[] = [];
  for (const row of rows) {
    const parsed = ArticleSchema.safeParse(row);
    if (parsed.success) articles.push(parsed.data);
    else
      log.warn(
        { id: (row as { id?: unknown }).id, issue: parsed.error.issues[0] },
        'stored article is invalid; left out of the index',
      );
  }
  return articles;
}

/**
 * In a worker thread; on this one for a small knowledge base, or if the worker cannot start
 * (logged), so the API still answers.
 */
async function buildEngine(
  articles: readonly Article[],
  log: FastifyBaseLogger,
  options: KnowledgeBaseOptions,
): Promise<AnswerEngine> {
  const started = performance.now();
  let engine: AnswerEngine | undefined;
  if (articles.length > (options.inlineBuildMax ?? INLINE_BUILD_MAX)) {
    try {
      engine = await buildEngineInWorker(articles, workerBuildOptions(options));
    } catch (err) {
      log.warn({ err }, WORKER_FAILED);
    }
  }
  return built(engine, articles, log, options, started);
}

/**
 * Reads every stored article and builds an engine over them, unless `wanted` (asked once all are
 * read) says no. When more than inlineBuildMax are expected (the revisions just read say how
 * many), in a worker thread started before the first page and fed each page as it is read, so the
 * index is built while the database is read (at 10,000 articles the worker's start and the
 * articles' copying took half a second after the read; a build not wanted is stopped); otherwise
 * on this thread, as buildEngine.
 */
async function readAndBuild(
  db: Database,
  log: FastifyBaseLogger,
  options: KnowledgeBaseOptions,
  expected: number,
  wanted: (articles: readonly Article[]) => boolean = () => true,
): Promise<{ articles: Article[]; engine?: AnswerEngine }> {
  // Past the inline limit the worker starts now and takes each page as it is read.
  const inWorker = expected > (options.inlineBuildMax ?? INLINE_BUILD_MAX);
  const started = performance.now();
  let build: EngineBuild | undefined;
  const stop = (err: unknown) => {
    log.warn({ err }, WORKER_FAILED);
    build?.abort();
    build = undefined;
  };
  if (inWorker)
    try {
      build = startEngineBuild(workerBuildOptions(options));
    } catch (err) {
      stop(err);
    }
  const articles: Article[] = [];
  try {
    for await (const rows of articlesRepository(db).pages(options.loadPageRows ?? LOAD_PAGE_ROWS)) {
      const page = checkedArticles(rows, log);
      articles.push(...page);
      await build?.add(page).catch(stop);
      // An embedded database answers within the same turn: let other work run between pages.
      await nextTurn();
    }
    if (!wanted(articles)) return { articles };
    // Fewer were expected: built after the read (in a worker all the same if more came meanwhile).
    if (!inWorker) return { articles, engine: await buildEngine(articles, log, options) };
    const engine = await build?.finish().catch((err: unknown) => {
      stop(err);
      return undefined;
    });
    return { articles, engine: built(engine, articles, log, options, started) };
  } finally {
    // A build not wanted, or a read that failed, leaves no worker behind.
    build?.abort();
  }
}

const WORKER_FAILED = 'answer engine worker failed; building on the main thread';

function workerBuildOptions(options: KnowledgeBaseOptions) {
  return { lexicon: options.lexicon, answerThreshold: options.answerThreshold, url: options.workerUrl };
}

/** The engine a worker built, or one built here (no worker, or it failed); logged either way. */
function built(
  engine: AnswerEngine | undefined,
  articles: readonly Article[],
  log: FastifyBaseLogger,
  options: KnowledgeBaseOptions,
  started: number,
): AnswerEngine {
  const where = engine ? 'worker thread' : 'main thread';
  engine ??= new AnswerEngine(articles, {
    lexicon: options.lexicon ?? new Lexicon(),
    answerThreshold: options.answerThreshold,
  });
  log.info(
    { articles: articles.length, ms: Math.round(performance.now() - started), where },
    'answer engine index built',
  );
  return engine;
}

/** Articles that are new or differ from the engine's copy, and ids the engine has that are gone. */
export function difference(
  engine: AnswerEngine,
  articles: readonly Article[],
): { changed: Article[]; removed: string[] } {
  const seen = new Set<string>();
  const changed: Article[] = [];
  for (const a of articles) {
    seen.add(a.id);
    const had = engine.article(a.id);
    if (!had || !sameArticle(had, a)) changed.push(a);
  }
  const removed = engine
    .articles()
    .map((a) => a.id)
    .filter((id) => !seen.has(id));
  return { changed, removed };
}

function sameArticle(a: Article | undefined, b: Article): boolean {
  if (!a) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof Article>;
  for (const k of keys) {
    const x = a[k];
    const y = b[k];
    if (Array.isArray(x) && Array.isArray(y)) {
      if (x.length !== y.length || x.some((v, i) => v !== y[i])) return false;
    } else if (x !== y) return false;
  }
  return true;
}
