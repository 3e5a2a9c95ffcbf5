import { createHash } from 'node:crypto';
import {
  type Article,
  articleEmbeddingTexts,
  SEMANTIC_WEIGHT,
  type SemanticHit,
  VectorIndex,
} from '@support/answer-engine';
import { type ArticleEmbeddings, type Database, embeddingsRepository } from '@support/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import { EmbeddingsClient, type EmbeddingsError } from './embeddings-client.ts';

export type EmbeddingsConfig = Pick<
  Config,
  | 'EMBEDDINGS_BASE_URL'
  | 'EMBEDDINGS_MODEL'
  | 'EMBEDDINGS_API_KEY'
  | 'EMBEDDINGS_TIMEOUT_MS'
  | 'EMBEDDINGS_QUERY_PREFIX'
  | 'EMBEDDINGS_DOCUMENT_PREFIX'
  | 'EMBEDDINGS_WEIGHT'
>;

/** Task prefixes of models trained with them (https://huggingface.co/nomic-ai/nomic-embed-text-v1.5). */
/** The embeddings settings with their defaults (EMBEDDINGS_BASE_URL unset: semantic retrieval off). */
export function embeddingsConfig(config: Partial<EmbeddingsConfig>): EmbeddingsConfig {
  return {
    ...config,
    EMBEDDINGS_MODEL: config.EMBEDDINGS_MODEL ?? 'nomic-embed-text',
    EMBEDDINGS_TIMEOUT_MS: config.EMBEDDINGS_TIMEOUT_MS ?? 1500,
    EMBEDDINGS_WEIGHT: config.EMBEDDINGS_WEIGHT ?? SEMANTIC_WEIGHT,
  };
}

const KNOWN_PREFIXES: Record<string, { query: string; document: string }> = {
  'nomic-embed-text': { query: 'search_query: ', document: 'search_document: ' },
};

/** The text put before a question and before an article text: the configured ones, else the model's own. */
export function embeddingPrefixes(config: EmbeddingsConfig): { query: string; document: string } {
  const known = KNOWN_PREFIXES[config.EMBEDDINGS_MODEL.replace(/:latest$/, '')] ?? {
    query: '',
    document: '',
  };
  return {
    query: config.EMBEDDINGS_QUERY_PREFIX ?? known.query,
    document: config.EMBEDDINGS_DOCUMENT_PREFIX ?? known.document,
  };
}

/** Bumped when what is embedded of an article changes, so every stored vector is embedded again. */
const RECIPE = 1;

/**
 * SHA-256 (hex) of exactly what is embedded of an article (title, questions, answer, with the
 * document prefix) and the model: an article whose hash is stored is not embedded again.
 */
export function contentHash(
  article: Pick<Article, 'title' | 'questions' | 'answer'>,
  model: string,
  documentPrefix = '',
): string {
  const texts = articleEmbeddingTexts(article).map((t) => t.text);
  return createHash('sha256')
    .update(JSON.stringify([RECIPE, model, documentPrefix, texts]))
    .digest('hex');
}

/** What one sync did, in articles. */
export interface SyncReport {
  articles: number;
  /** Vectors already in memory or in the database, with the current hash. */
  reused: number;
  embedded: number;
  /** Left out of the semantic index for now: embedding them failed (retried later). */
  failed: number;
  /** Gone from the knowledge base, so from the index. */
  removed: number;
}

export interface SemanticSearchOptions {
  /** Time-out of each request of a sync (up to 64 texts; a CPU-only server is slow). Default 120 s. */
  syncTimeoutMs?: number;
  /** First wait before a failed sync is tried again, doubling up to `retryMaxMs`; 0: never. Default 5 s. */
  retryMs?: number;
  /** Default 5 minutes. */
  retryMaxMs?: number;
  /** Question vectors kept (least recently used go first). Default 1,000. */
  cacheSize?: number;
  /** Consecutive failed questions after which questions skip the server for `breakerMs`. Default 3. */
  breakerFailures?: number;
  /** Default 30 s. */
  breakerMs?: number;
  /** Texts per request. Default 64. */
  batchSize?: number;
}

/** Warnings about failing questions: at most one per this interval, with the count of the others. */
const WARN_INTERVAL_MS = 60_000;

/**
 * Semantic retrieval for this API instance: article vectors from an OpenAI-compatible embeddings
 * server (EMBEDDINGS_BASE_URL), stored in the database with their article's content hash, searched
 * in process in a {@link VectorIndex}. `sync` runs in the background (start-up and requests never
 * wait on the embeddings server); until it has vectors, and whenever the server fails or is slow,
 * `hits` answers undefined and the engine answers lexically.
 */
export class SemanticSearch {
  readonly model: string;
  /** The hits' weight in the fusion with the lexical ranking (EMBEDDINGS_WEIGHT). */
  readonly weight: number;
  private readonly client: EmbeddingsClient;
  private readonly prefixes: { query: string; document: string };
  private readonly repo: ReturnType<typeof embeddingsRepository>;
  private readonly options: Required<SemanticSearchOptions>;
  private index?: VectorIndex;
  /** The model's vector length, once known from the server: stored vectors of another length are ignored. */
  private dimensions?: number;
  /** Article id → content hash of the vectors in the index. */
  private readonly indexed = new Map<string, string>();
  private loadedAll = false;
  private readonly cache: QueryCache;
  private queued?: readonly Article[];
  private running?: Promise<SyncReport>;
  private retryTimer?: NodeJS.Timeout;
  private retryDelay: number;
  private readonly shutdown = new AbortController();
  private failures = 0;
  private skipUntil = 0;
  private lastWarning = 0;
  private unwarned = 0;

  private constructor(
    db: Database,
    private readonly log: FastifyBaseLogger,
    private readonly config: EmbeddingsConfig & { EMBEDDINGS_BASE_URL: string },
    options: SemanticSearchOptions,
  ) {
    this.options = {
      syncTimeoutMs: 120_000,
      retryMs: 5_000,
      retryMaxMs: 300_000,
      cacheSize: 1_000,
      breakerFailures: 3,
      breakerMs: 30_000,
      batchSize: 64,
      ...options,
    };
    this.model = config.EMBEDDINGS_MODEL;
    this.weight = config.EMBEDDINGS_WEIGHT;
    this.client = new EmbeddingsClient({
      baseUrl: config.EMBEDDINGS_BASE_URL,
      model: config.EMBEDDINGS_MODEL,
      apiKey: config.EMBEDDINGS_API_KEY,
      batchSize: this.options.batchSize,
    });
    this.prefixes = embeddingPrefixes(config);
    this.repo = embeddingsRepository(db);
    this.cache = new QueryCache(this.options.cacheSize);
    this.retryDelay = this.options.retryMs;
  }

  /**
   * Semantic search when EMBEDDINGS_BASE_URL is set, else undefined. Contacts no server: call
   * `sync` (without awaiting it) to fill the index.
   */
  static async open(
    db: Database,
    log: FastifyBaseLogger,
    config: EmbeddingsConfig,
    options: SemanticSearchOptions = {},
  ): Promise<SemanticSearch | undefined> {
    const baseUrl = config.EMBEDDINGS_BASE_URL;
    if (!baseUrl) return undefined;
    const search = new SemanticSearch(db, log, { ...config, EMBEDDINGS_BASE_URL: baseUrl }, options);
    // The host only: a URL may carry credentials.
    log.info({ model: search.model, host: new URL(baseUrl).host }, 'semantic retrieval on');
    return search;
  }

  /** Articles and vectors in the index (0 until the first sync stored some). */
  get stats(): { articles: number; vectors: number; dimensions: number | undefined } {
    return {
      articles: this.index?.size ?? 0,
      vectors: this.index?.vectorCount ?? 0,
      dimensions: this.index?.dimensions,
    };
  }

  /**
   * Makes the index hold `articles` (all of them: the knowledge base after a start or a change):
   * vectors of unchanged articles are kept, those stored in the database (by any instance) with
   * the current hash are read, the rest embedded and stored; vectors of articles gone or changed
   * are deleted. Calls while one runs are merged: the latest articles are synced next. Never
   * rejects; failures are logged and retried with backoff.
   */
  sync(articles: readonly Article[]): Promise<SyncReport> {
    clearTimeout(this.retryTimer);
    this.queued = articles;
    this.running ??= this.drain();
    return this.running;
  }

  /**
   * Articles closest in meaning to a question, best first, among those `accept` lets through
   * (default all). Undefined when there is no index yet, or the question could not be embedded
   * within EMBEDDINGS_TIMEOUT_MS (logged at warn, without the question): answer lexically then.
   */
  async hits(
    question: string,
    accept?: (articleId: string) => boolean,
    limit = 20,
  ): Promise<SemanticHit[] | undefined> {
    const index = this.index;
    if (!index || index.size === 0 || this.shutdown.signal.aborted) return undefined;
    const text = question.trim().replace(/\s+/g, ' ');
    if (text === '') return [];
    const vector = await this.questionVector(text);
    if (!vector) return undefined;
    if (vector.length !== index.dimensions) {
      this.warnQuestion({ code: 'EMBEDDINGS_BAD_RESPONSE', dimensions: vector.length });
      return undefined;
    }
    try {
      return index.search(vector, { limit, accept });
    } catch (err) {
      this.log.error({ err }, 'semantic search failed; answering lexically');
      return undefined;
    }
  }

  /** Stops syncing (an embeddings request in flight is cancelled) and waits for the sync to end. */
  async close(): Promise<void> {
    clearTimeout(this.retryTimer);
    this.queued = undefined;
    this.shutdown.abort();
    await this.running;
  }

  private questionVector(text: string): Promise<Float32Array | undefined> {
    const cached = this.cache.get(text);
    if (cached) return cached;
    if (Date.now() < this.skipUntil) return Promise.resolve(undefined);
    const pending = this.client
      .embed([this.prefixes.query + text], {
        timeoutMs: this.config.EMBEDDINGS_TIMEOUT_MS,
        signal: this.shutdown.signal,
      })
      .then((result) => {
        if (result.ok) {
          this.failures = 0;
          return result.vectors[0];
        }
        this.cache.delete(text);
        this.questionFailed(result.error);
        return undefined;
      });
    // Concurrent askers of one question share the request.
    this.cache.set(text, pending);
    return pending;
  }

  private questionFailed(error: EmbeddingsError): void {
    if (error.code === 'ABORTED') return;
    this.failures += 1;
    const skip = this.failures >= this.options.breakerFailures;
    if (skip) {
      this.failures = 0;
      this.skipUntil = Date.now() + this.options.breakerMs;
    }
    this.warnQuestion({
      code: error.code,
      status: error.status,
      ...(skip ? { skippingMs: this.options.breakerMs } : {}),
    });
  }

  /** A question could not use semantic retrieval: warn, at most once a minute (never with the question). */
  private warnQuestion(details: Record<string, unknown>): void {
    const now = Date.now();
    if (now - this.lastWarning < WARN_INTERVAL_MS && !('skippingMs' in details)) {
      this.unwarned += 1;
      return;
    }
    this.log.warn(
      { ...details, alsoFailedSinceLastWarning: this.unwarned },
      'question not embedded; answered lexically',
    );
    this.lastWarning = now;
    this.unwarned = 0;
  }

  private async drain(): Promise<SyncReport> {
    let report: SyncReport = { articles: 0, reused: 0, embedded: 0, failed: 0, removed: 0 };
    try {
      while (this.queued && !this.shutdown.signal.aborted) {
        const articles = this.queued;
        this.queued = undefined;
        try {
          report = await this.syncOnce(articles);
        } catch (err) {
          // The database failed (the embeddings client never throws): try again later.
          this.log.error({ err }, 'semantic index sync failed; retrying');
          report = { articles: articles.length, reused: 0, embedded: 0, failed: articles.length, removed: 0 };
          this.retryLater(articles);
        }
      }
    } finally {
      this.running = undefined;
    }
    return report;
  }

  private async syncOnce(articles: readonly Article[]): Promise<SyncReport> {
    const started = performance.now();
    const wanted = new Map(
      articles.map((a) => [a.id, { article: a, hash: contentHash(a, this.model, this.prefixes.document) }]),
    );
    let removed = 0;
    for (const id of [...this.indexed.keys()]) {
      if (wanted.has(id)) continue;
      this.index?.remove(id);
      this.indexed.delete(id);
      removed += 1;
    }
    const todo = [...wanted.values()].filter((w) => this.indexed.get(w.article.id) !== w.hash);
    const unchanged = wanted.size - todo.length;

    // Stored by an earlier run or another instance: everything the first time, then what changed.
    let reused = 0;
    if (todo.length > 0) {
      const stored = await this.repo.load(
        this.model,
        this.loadedAll ? todo.map((w) => w.article.id) : undefined,
      );
      this.loadedAll = true;
      for (const s of stored) {
        const w = wanted.get(s.articleId);
        const texts = w ? articleEmbeddingTexts(w.article).length : 0;
        if (!w || s.contentHash !== w.hash || s.vectors.length !== texts) continue;
        if (
          this.add(
            s.articleId,
            w.hash,
            s.vectors.map((v) => v.vector),
          )
        )
          reused += 1;
      }
    }

    const missing = todo.filter((w) => this.indexed.get(w.article.id) !== w.hash);
    let embedded = 0;
    let failed = 0;
    for (const group of groups(
      missing,
      (w) => articleEmbeddingTexts(w.article).length,
      this.options.batchSize,
    )) {
      if (this.shutdown.signal.aborted) break;
      const texts = group.map((w) => articleEmbeddingTexts(w.article));
      const result = await this.client.embed(
        texts.flat().map((t) => this.prefixes.document + t.text),
        { timeoutMs: this.options.syncTimeoutMs, signal: this.shutdown.signal },
      );
      if (!result.ok) {
        failed = missing.length - embedded;
        if (result.error.code !== 'ABORTED') {
          this.log.warn(
            { code: result.error.code, status: result.error.status, err: result.error, articles: failed },
            'articles not embedded; they are searched lexically only until a retry succeeds',
          );
          this.retryLater(articles);
        }
        break;
      }
      if (this.index && result.dimensions !== this.index.dimensions) {
        // The model behind the name changed: start again with the new vectors.
        this.log.warn(
          { was: this.index.dimensions, now: result.dimensions, model: this.model },
          'embedding dimensions changed; re-embedding every article',
        );
        this.index = undefined;
        this.dimensions = result.dimensions;
        this.indexed.clear();
        this.queued ??= articles;
        failed = missing.length - embedded;
        break;
      }
      this.dimensions = result.dimensions;
      let offset = 0;
      const records: ArticleEmbeddings[] = group.map((w, i) => {
        const vectors = result.vectors.slice(offset, offset + texts[i]!.length);
        offset += texts[i]!.length;
        this.add(w.article.id, w.hash, vectors);
        return {
          articleId: w.article.id,
          contentHash: w.hash,
          vectors: texts[i]!.map((t, j) => ({ position: t.position, kind: t.kind, vector: vectors[j]! })),
        };
      });
      embedded += group.length;
      try {
        await this.repo.put(this.model, records);
      } catch (err) {
        // Searchable in memory all the same; another start embeds them again.
        this.log.warn({ err, articles: group.length }, 'embeddings not stored');
      }
    }
    if (failed === 0) this.retryDelay = this.options.retryMs;
    if (removed > 0 || todo.length > 0) {
      const current = new Map([...wanted].map(([id, w]) => [id, w.hash]));
      const deleted = await this.repo.deleteStale(this.model, current);
      if (deleted > 0) this.log.debug({ rows: deleted }, 'stale embeddings deleted');
    }
    const report = { articles: wanted.size, reused: unchanged + reused, embedded, failed, removed };
    this.log.info({ ...report, ms: Math.round(performance.now() - started) }, 'semantic index synced');
    return report;
  }

  /** Puts an article's vectors in the index; false when their length is not the index's. */
  private add(id: string, hash: string, vectors: readonly Float32Array[]): boolean {
    const dimensions = vectors[0]?.length;
    if (!dimensions || vectors.some((v) => v.length !== dimensions)) return false;
    if (this.dimensions !== undefined && dimensions !== this.dimensions) return false;
    this.index ??= new VectorIndex(dimensions);
    if (this.index.dimensions !== dimensions) return false;
    this.index.upsert(id, vectors);
    this.indexed.set(id, hash);
    return true;
  }

  private retryLater(articles: readonly Article[]): void {
    if (this.options.retryMs <= 0 || this.shutdown.signal.aborted) return;
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => void this.sync(articles), this.retryDelay);
    this.retryTimer.unref();
    this.retryDelay = Math.min(this.options.retryMaxMs, this.retryDelay * 2);
  }
}

/** Consecutive items grouped so that each group's size (by `sizeOf`) stays within `max` where it can. */
function groups<T>(items: readonly T[], sizeOf: (item: T) => number, max: number): T[][] {
  const out: T[][] = [];
  let current: T[] = [];
  let size = 0;
  for (const item of items) {
    const n = sizeOf(item);
    if (current.length > 0 && size + n > max) {
      out.push(current);
      current = [];
      size = 0;
    }
    current.push(item);
    size += n;
  }
  if (current.length > 0) out.push(current);
  return out;
}

/** Question → its vector (or the request for it), least recently used dropped first. */
class QueryCache {
  private readonly entries = new Map<string, Promise<Float32Array | undefined>>();

  constructor(private readonly max: number) {}

  get(key: string): Promise<Float32Array | undefined> | undefined {
    const value = this.entries.get(key);
    if (value) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: Promise<Float32Array | undefined>): void {
    if (this.max <= 0) return;
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
  }

  delete(key: string): void {
    this.entries.delete(key);
  }
}
