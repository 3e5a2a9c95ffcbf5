import type { AnswerEngine } from '@support/answer-engine';

/** How many distinct questions (with their filters) each engine remembers. */
export const ANSWER_CACHE_SIZE = 5000;

/**
 * Support questions repeat ("pay my bill", "restart router"): retrieval results are kept per
 * engine in a small LRU, keyed by the question (case and spacing folded) and every filter. A
 * rebuilt engine (articles changed) starts with an empty cache, so nothing stale is served.
 */
export class LruCache<V> {
  private readonly map = new Map<string, V>();
  constructor(private readonly max: number) {}

  get(key: string): V | undefined {
    const v = this.map.get(key);
    if (v !== undefined) {
      this.map.delete(key);
      this.map.set(key, v);
    }
    return v;
  }

  set(key: string, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.max) this.map.delete(this.map.keys().next().value as string);
  }

  get size(): number {
    return this.map.size;
  }
}

const caches = new WeakMap<AnswerEngine, LruCache<unknown>>();

export function cacheFor<V>(engine: AnswerEngine): LruCache<V> {
  let cache = caches.get(engine);
  if (!cache) {
    cache = new LruCache<unknown>(ANSWER_CACHE_SIZE);
    caches.set(engine, cache);
  }
  return cache as LruCache<V>;
}

export function cacheKey(parts: readonly unknown[]): string {
  return JSON.stringify(
    parts.map((p) => (typeof p === 'string' ? p.toLowerCase().replace(/\s+/g, ' ').trim() : p)),
  );
}
