import { type AnswerEngine, type FeedbackAdjuster, questionKey } from '@support/answer-engine';

/** How many distinct questions (with their filters) each engine remembers. */
export const ANSWER_CACHE_SIZE = 5000;

/** The share of the cache kept for keys asked at least twice. */
const PROTECTED_SHARE = 0.8;

/**
 * A segmented LRU (Karedla, Love & Wherry 1994; the layout of Caffeine's and memcached's main
 * space). A plain LRU lets a flood of one-off questions (a crawler, a script, a busy hour of
 * typos) push out the answers asked all day. Here a new key waits in a small probation segment;
 * only a second hit promotes it to the protected segment, so one-off keys churn probation and
 * never displace what is asked often. A key the protected segment pushes out gets a last chance
 * in probation instead of leaving at once.
 */
export class SegmentedLruCache<V> {
  private readonly probation = new Map<string, V>();
  private readonly protected = new Map<string, V>();
  private readonly probationMax: number;
  private readonly protectedMax: number;

  constructor(readonly max: number) {
    if (!Number.isInteger(max) || max < 2)
      throw new RangeError('cache size must be an integer of at least 2');
    this.protectedMax = Math.min(max - 1, Math.max(1, Math.floor(max * PROTECTED_SHARE)));
    this.probationMax = max - this.protectedMax;
  }

  get(key: string): V | undefined {
    const hot = this.protected.get(key);
    if (hot !== undefined) {
      this.protected.delete(key);
      this.protected.set(key, hot);
      return hot;
    }
    const seen = this.probation.get(key);
    if (seen !== undefined) {
      this.probation.delete(key);
      this.protect(key, seen);
    }
    return seen;
  }

  set(key: string, value: V): void {
    if (this.protected.has(key)) {
      this.protected.delete(key);
      this.protected.set(key, value);
      return;
    }
    this.probation.delete(key);
    this.admit(key, value);
  }

  /** Whether the key is cached, without counting as a hit. */
  has(key: string): boolean {
    return this.protected.has(key) || this.probation.has(key);
  }

  get size(): number {
    return this.probation.size + this.protected.size;
  }

  private protect(key: string, value: V): void {
    this.protected.set(key, value);
    if (this.protected.size > this.protectedMax) {
      const [oldest, v] = this.protected.entries().next().value as [string, V];
      this.protected.delete(oldest);
      this.admit(oldest, v);
    }
  }

  private admit(key: string, value: V): void {
    this.probation.set(key, value);
    if (this.probation.size > this.probationMax) {
      this.probation.delete(this.probation.keys().next().value as string);
    }
  }
}

/**
 * What an engine's caches hold, each kept apart so that one never empties another: prepared
 * answers (ranked with feedback), answer bodies by request address, and result lists (ranked
 * without feedback).
 */
export type CacheKind = 'answers' | 'addresses' | 'results';

const caches = new WeakMap<
  AnswerEngine,
  Map<CacheKind, { version: number; feedback: unknown; cache: SegmentedLruCache<unknown> }>
>();

/**
 * Support questions repeat ("pay my bill", "restart router"): retrieval results are kept per
 * engine and kind. An engine rebuilt or changed in place (`version`), or new feedback weights for
 * a kind ranked with them, start an empty cache of that kind, so nothing stale is served.
 */
export function cacheFor<V>(
  engine: AnswerEngine,
  kind: CacheKind,
  feedback?: FeedbackAdjuster,
): SegmentedLruCache<V> {
  let kinds = caches.get(engine);
  if (!kinds) {
    kinds = new Map();
    caches.set(engine, kinds);
  }
  let entry = kinds.get(kind);
  if (!entry || entry.version !== engine.version || entry.feedback !== feedback) {
    entry = { version: engine.version, feedback, cache: new SegmentedLruCache<unknown>(ANSWER_CACHE_SIZE) };
    kinds.set(kind, entry);
  }
  return entry.cache as SegmentedLruCache<V>;
}

const spellings = new SegmentedLruCache<string>(ANSWER_CACHE_SIZE);

/**
 * questionKey of a question (its normalised text, and for "#", "$" or "w/" what retrieval reads
 * of it), remembered per spelling: the normaliser's Unicode-aware passes
 * cost more than the rest of a cached answer's lookup, and a repeated question needs them once.
 */
export function normalizedQuestion(question: string): string {
  let normalized = spellings.get(question);
  if (normalized === undefined) {
    normalized = questionKey(question);
    spellings.set(question, normalized);
  }
  return normalized;
}

/**
 * The question as the engine reads it (case, accents and punctuation folded by its own
 * normaliser: normalizedQuestion), so every spelling the engine cannot tell apart shares one entry. Filters are
 * folded for case and spacing only: the engine compares them that way. A caller that has the
 * normalised question already passes it, so a request normalises once.
 */
export function cacheKey(
  question: string,
  filters: readonly unknown[],
  normalized: string = normalizedQuestion(question),
): string {
  return JSON.stringify([
    normalized,
    ...filters.map((p) => (typeof p === 'string' ? p.toLowerCase().replace(/\s+/g, ' ').trim() : p)),
  ]);
}
