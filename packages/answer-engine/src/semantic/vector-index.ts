/** An article found by meaning: its id and the cosine similarity of its closest vector to the query. */
export type SemanticHit = { id: string; similarity: number };

export interface VectorSearchOptions {
  /** How many articles to return at most. */
  limit: number;
  /** Articles this returns false for are skipped (their vectors are not even read). */
  accept?: (articleId: string) => boolean;
}

/** Rows allocated on the first upsert; the store doubles when full. */
const INITIAL_ROWS = 256;
/** Removed rows are reclaimed once they outnumber the live ones (and are at least this many). */
const MIN_ROWS_TO_COMPACT = 64;

/**
 * Embedding vectors of articles (several per article: its title, each question, its answer), kept
 * L2-normalised in one flat Float32Array so that a search is one dot-product loop over contiguous
 * memory, with no allocation per row. An article's vectors are contiguous; replacing or removing an
 * article leaves a hole that is reclaimed by compaction once holes outnumber live rows.
 *
 * Pure TypeScript (no Node APIs): the API fills it from stored embeddings and queries it per question.
 */
export class VectorIndex {
  readonly dimensions: number;
  private data: Float32Array;
  /** Rows used in `data`, live or removed. */
  private rows = 0;
  /** Rows of removed or replaced articles, not yet reclaimed. */
  private deadRows = 0;
  /** Per slot: article id (undefined once removed), first row and row count. */
  private ids: (string | undefined)[] = [];
  private starts: number[] = [];
  private counts: number[] = [];
  private readonly slotOf = new Map<string, number>();

  constructor(dimensions: number) {
    if (!Number.isInteger(dimensions) || dimensions < 1) {
      throw new RangeError(`dimensions must be a positive integer, not ${dimensions}`);
    }
    this.dimensions = dimensions;
    this.data = new Float32Array(0);
  }

  /** Articles in the index. */
  get size(): number {
    return this.slotOf.size;
  }

  /** Vectors in the index (live rows). */
  get vectorCount(): number {
    return this.rows - this.deadRows;
  }

  has(articleId: string): boolean {
    return this.slotOf.has(articleId);
  }

  articleIds(): string[] {
    return [...this.slotOf.keys()];
  }

  /**
   * Stores an article's vectors, replacing any it had. Each is copied and L2-normalised (a zero
   * vector stays zero and matches nothing). No vectors removes the article.
   */
  upsert(articleId: string, vectors: readonly ArrayLike<number>[]): void {
    for (const v of vectors) {
      if (v.length !== this.dimensions) {
        throw new RangeError(`a vector of ${articleId} has ${v.length} dimensions, not ${this.dimensions}`);
      }
    }
    this.remove(articleId);
    if (vectors.length === 0) return;
    this.reserve(this.rows + vectors.length);
    const start = this.rows;
    const dims = this.dimensions;
    for (const [i, v] of vectors.entries()) {
      const offset = (start + i) * dims;
      let norm = 0;
      for (let d = 0; d < dims; d++) norm += v[d]! * v[d]!;
      const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
      for (let d = 0; d < dims; d++) this.data[offset + d] = v[d]! * scale;
    }
    this.rows += vectors.length;
    this.slotOf.set(articleId, this.ids.length);
    this.ids.push(articleId);
    this.starts.push(start);
    this.counts.push(vectors.length);
  }

  /** Removes an article's vectors; false when it had none. */
  remove(articleId: string): boolean {
    const slot = this.slotOf.get(articleId);
    if (slot === undefined) return false;
    this.slotOf.delete(articleId);
    this.ids[slot] = undefined;
    this.deadRows += this.counts[slot]!;
    if (this.deadRows >= MIN_ROWS_TO_COMPACT && this.deadRows > this.rows - this.deadRows) this.compact();
    return true;
  }

  /**
   * The articles closest to `query` (any length-`dimensions` vector; normalised here): each
   * article's best cosine similarity over its vectors, best first, at most `limit`. Ties keep
   * insertion order.
   */
  search(query: ArrayLike<number>, options: VectorSearchOptions): SemanticHit[] {
    const dims = this.dimensions;
    if (query.length !== dims) {
      throw new RangeError(`the query has ${query.length} dimensions, not ${dims}`);
    }
    if (options.limit <= 0 || this.slotOf.size === 0) return [];
    let norm = 0;
    for (let d = 0; d < dims; d++) norm += query[d]! * query[d]!;
    if (norm === 0) return [];
    const q = new Float32Array(dims);
    const scale = 1 / Math.sqrt(norm);
    for (let d = 0; d < dims; d++) q[d] = query[d]! * scale;

    const data = this.data;
    const slots: number[] = [];
    const best: number[] = [];
    for (let slot = 0; slot < this.ids.length; slot++) {
      const id = this.ids[slot];
      if (id === undefined || (options.accept && !options.accept(id))) continue;
      let top = Number.NEGATIVE_INFINITY;
      const end = (this.starts[slot]! + this.counts[slot]!) * dims;
      for (let offset = this.starts[slot]! * dims; offset < end; offset += dims) {
        const similarity = dot(q, data, offset, dims);
        if (similarity > top) top = similarity;
      }
      slots.push(slot);
      best.push(top);
    }
    const order = slots.map((_, i) => i).sort((a, b) => best[b]! - best[a]! || slots[a]! - slots[b]!);
    return order
      .slice(0, options.limit)
      .map((i) => ({ id: this.ids[slots[i]!]!, similarity: Math.min(1, Math.max(-1, best[i]!)) }));
  }

  private reserve(rows: number): void {
    if (rows * this.dimensions <= this.data.length) return;
    let capacity = Math.max(INITIAL_ROWS, this.data.length / this.dimensions);
    while (capacity < rows) capacity *= 2;
    const next = new Float32Array(capacity * this.dimensions);
    next.set(this.data.subarray(0, this.rows * this.dimensions));
    this.data = next;
  }

  /** Moves live rows down over the holes and renumbers the slots. */
  private compact(): void {
    const dims = this.dimensions;
    const ids: string[] = [];
    const starts: number[] = [];
    const counts: number[] = [];
    let row = 0;
    for (let slot = 0; slot < this.ids.length; slot++) {
      const id = this.ids[slot];
      if (id === undefined) continue;
      const start = this.starts[slot]!;
      const count = this.counts[slot]!;
      if (start !== row) this.data.copyWithin(row * dims, start * dims, (start + count) * dims);
      this.slotOf.set(id, ids.length);
      ids.push(id);
      starts.push(row);
      counts.push(count);
      row += count;
    }
    this.ids = ids;
    this.starts = starts;
    this.counts = counts;
    this.rows = row;
    this.deadRows = 0;
  }
}

/** `q` · the row of `data` at `offset`; four partial sums, so fewer additions wait on each other. */
function dot(q: Float32Array, data: Float32Array, offset: number, dims: number): number {
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  let s3 = 0;
  let d = 0;
  for (const tail = dims - (dims % 4); d < tail; d += 4) {
    s0 += q[d]! * data[offset + d]!;
    s1 += q[d + 1]! * data[offset + d + 1]!;
    s2 += q[d + 2]! * data[offset + d + 2]!;
    s3 += q[d + 3]! * data[offset + d + 3]!;
  }
  for (; d < dims; d++) s0 += q[d]! * data[offset + d]!;
  return s0 + s1 + s2 + s3;
}
