import {
  Accumulator,
  findSorted,
  type IntList,
  intList,
  listOf,
  type PackedLists,
  packLists,
  pushInt,
  unpackLists,
} from './postings.ts';

/**
 * One slot of a query: a word the customer used (its `head` term) and the terms that stand for it,
 * each with a weight — the head itself at 1, lexicon expansions below 1.
 */
export interface QuerySlot {
  head: string;
  alternatives: ReadonlyMap<string, number>;
}

/**
 * How much precision counts in the similarity (recall gets the rest), in the exponent. Candidate
 * search compares recall × precision, which orders questions like the similarity only at one half.
 */
const PRECISION_SHARE = 0.5;

/** A query prepared for question matching: which slots each term serves, and the slots' idf. */
export interface QuestionQuery {
  /** term → [slot, weight] pairs */
  slotsOf: Map<string, [number, number][]>;
  /** the same by term number (terms the questions use) */
  slotsById: Map<number, [number, number][]>;
  headIdf: number[];
  mass: number;
}

export interface QuestionIndexState {
  termNames: string[];
  lists: PackedLists;
  owner: Int32Array;
  position: Int32Array;
  mass: Float64Array;
  qTerms: Int32Array;
  qStart: Int32Array;
  first: Int32Array;
  count: Int32Array;
}

/**
 * Every article question (and the title) as its own small document, so a customer question can
 * match one of them as a whole. Similarity is the geometric mean of two idf-weighted coverages:
 * how much of the customer's question the article question covers (recall, with expansions counting
 * at their weight, each slot once) and how much of the article question the customer's words cover
 * (precision).
 *
 * Storage is typed arrays (question → document and position, idf mass) and one posting list per
 * term; a document's questions are contiguous and appended when it is added.
 */
export class QuestionIndex {
  /** term → number, and per number its name and posting list (question numbers ascending) */
  private readonly termId = new Map<string, number>();
  private termNames: string[] = [];
  private lists: IntList[] = [];
  private owner = intList(256);
  private position = intList(256);
  private mass: Float64Array = new Float64Array(256);
  /** question → its distinct term numbers: qTerms[qStart[q] .. qStart[q + 1]) */
  private qTerms = intList(1024);
  private qStart = listOf(new Int32Array([0]));
  /** document → its first question and how many it has */
  private first = intList(64);
  private count = intList(64);
  private readonly covered = new Accumulator();
  private readonly hit = new Accumulator();
  private readonly perDoc = new Accumulator();
  private scratch = new Float64Array(0);

  constructor(private readonly idf: (term: string) => number) {}

  get size(): number {
    return this.owner.length;
  }

  /** Adds document `doc`'s questions (`[title, ...questions]`, each as index terms); documents come in order. */
  add(doc: number, questions: readonly (readonly string[])[]): void {
    while (this.first.length <= doc) {
      pushInt(this.first, this.owner.length);
      pushInt(this.count, 0);
    }
    this.first.data[doc] = this.owner.length;
    questions.forEach((qTerms, pos) => {
      const distinct = [...new Set(qTerms)];
      if (distinct.length === 0) return;
      const id = this.owner.length;
      pushInt(this.owner, doc);
      pushInt(this.position, pos);
      for (const t of distinct) pushInt(this.qTerms, this.idOf(t));
      pushInt(this.qStart, this.qTerms.length);
      if (id >= this.mass.length) {
        const bigger = new Float64Array(this.mass.length * 2);
        bigger.set(this.mass);
        this.mass = bigger;
      }
      this.mass[id] = distinct.reduce((s, t) => s + this.idf(t), 0);
      this.count.data[doc]!++;
      for (const t of distinct) pushInt(this.lists[this.termId.get(t)!]!, id);
    });
  }

  private idOf(term: string): number {
    let id = this.termId.get(term);
    if (id === undefined) {
      id = this.termNames.length;
      this.termId.set(term, id);
      this.termNames.push(term);
      this.lists.push(intList(2));
    }
    return id;
  }

  /** Everything the index holds, as transferable arrays (see SearchIndex.exportState). */
  exportState(): QuestionIndexState {
    return {
      termNames: this.termNames,
      lists: packLists(this.lists),
      owner: this.owner.data.slice(0, this.owner.length),
      position: this.position.data.slice(0, this.position.length),
      mass: this.mass.slice(0, this.owner.length),
      qTerms: this.qTerms.data.slice(0, this.qTerms.length),
      qStart: this.qStart.data.slice(0, this.qStart.length),
      first: this.first.data.slice(0, this.first.length),
      count: this.count.data.slice(0, this.count.length),
    };
  }

  static fromState(state: QuestionIndexState, idf: (term: string) => number): QuestionIndex {
    const index = new QuestionIndex(idf);
    state.termNames.forEach((t, i) => {
      index.termId.set(t, i);
    });
    index.termNames = state.termNames;
    index.lists = unpackLists(state.lists);
    index.owner = listOf(state.owner);
    index.position = listOf(state.position);
    index.mass = state.mass.length > 0 ? state.mass : new Float64Array(1);
    index.qTerms = listOf(state.qTerms);
    index.qStart = listOf(state.qStart);
    index.first = listOf(state.first);
    index.count = listOf(state.count);
    return index;
  }

  /** Recomputes every question's idf mass (after a bulk load, or once document frequencies drifted). */
  refreshMasses(): void {
    const idf = this.termNames.map((t) => this.idf(t));
    const { data } = this.qTerms;
    const start = this.qStart.data;
    for (let q = 0; q < this.owner.length; q++) {
      let m = 0;
      for (let i = start[q]!; i < start[q + 1]!; i++) m += idf[data[i]!]!;
      this.mass[q] = m;
    }
  }

  prepare(slots: readonly QuerySlot[]): QuestionQuery {
    const slotsOf = new Map<string, [number, number][]>();
    const slotsById = new Map<number, [number, number][]>();
    const headIdf = slots.map((s) => this.idf(s.head));
    slots.forEach((slot, i) => {
      for (const [term, weight] of slot.alternatives) {
        const list = slotsOf.get(term);
        if (list) list.push([i, weight]);
        else slotsOf.set(term, [[i, weight]]);
      }
    });
    for (const [term, list] of slotsOf) {
      const id = this.termId.get(term);
      if (id !== undefined) slotsById.set(id, list);
    }
    return { slotsOf, slotsById, headIdf, mass: headIdf.reduce((s, w) => s + w, 0) };
  }

  /**
   * The documents whose closest question is most similar to the query (at most `limit`, at least
   * `min` similar), among those `mask` lets through. Terms are taken by the recall they can add,
   * most first; once the ones left could not lift a question that none has reached yet above the
   * `limit`-th best, only questions already reached are updated.
   */
  candidates(query: QuestionQuery, mask: Uint8Array, limit: number, min: number): number[] {
    if (query.mass === 0) return [];
    const n = this.owner.length;
    const covered = this.covered;
    const hit = this.hit;
    covered.reset(n);
    hit.reset(n);
    const owner = this.owner.data;
    const terms = [...query.slotsOf]
      .map(([term, slots]) => {
        let gain = 0;
        for (const [slot, w] of slots) gain = Math.max(gain, w * query.headIdf[slot]!);
        const id = this.termId.get(term);
        return { term, gain, idf: this.idf(term), list: id === undefined ? undefined : this.lists[id] };
      })
      .filter((t): t is typeof t & { list: IntList } => t.list !== undefined)
      .sort((a, b) => b.gain - a.gain);
    let rest = terms.reduce((s, t) => s + t.gain, 0);
    let growing = true;
    // The k-th best only rises as terms are added: measure it again only once the ceiling fell by a step.
    let kth = 0;
    let measuredAt = Number.POSITIVE_INFINITY;
    // Recall × precision: the similarity squared (PRECISION_SHARE is one half), enough to compare.
    const squared = (q: number) =>
      Math.min(1, covered.values[q]! / query.mass) * Math.min(1, hit.get(q) / this.mass[q]!);
    for (const t of terms) {
      rest -= t.gain;
      const { data, length } = t.list;
      if (growing) {
        const { values: cv, stamps: cs, generation: cg } = covered;
        const { values: hv, stamps: hs, generation: hg } = hit;
        const { gain, idf } = t;
        for (let i = 0; i < length; i++) {
          const q = data[i]!;
          if (mask[owner[q]!] === 0) continue;
          // covered.add and hit.add, inlined: this loop is the question index's hot path.
          if (cs[q] !== cg) {
            cs[q] = cg;
            cv[q] = gain;
            pushInt(covered.touched, q);
          } else cv[q]! += gain;
          if (hs[q] !== hg) {
            hs[q] = hg;
            hv[q] = idf;
            pushInt(hit.touched, q);
          } else hv[q]! += idf;
        }
        // A question not reached yet can get at most `rest` of the recall, and precision 1.
        const ceiling = Math.min(1, rest / query.mass);
        if (ceiling < min * min || ceiling < kth) growing = false;
        else if (ceiling < measuredAt - 0.1) {
          measuredAt = ceiling;
          kth = this.kthBest(limit, squared);
          if (ceiling < kth) growing = false;
        }
      } else {
        const touched = covered.touched;
        if (touched.length * Math.log2(length + 1) < length) {
          for (let k = 0; k < touched.length; k++) {
            const q = touched.data[k]!;
            if (findSorted(data, length, q) < 0) continue;
            covered.add(q, t.gain);
            hit.add(q, t.idf);
          }
        } else {
          for (let i = 0; i < length; i++) {
            const q = data[i]!;
            if (!covered.has(q)) continue;
            covered.add(q, t.gain);
            hit.add(q, t.idf);
          }
        }
      }
    }
    const perDoc = this.perDoc;
    perDoc.reset(this.first.length);
    const { data, length } = covered.touched;
    for (let i = 0; i < length; i++) {
      const q = data[i]!;
      const s = squared(q);
      if (s >= min * min) perDoc.max(owner[q]!, s);
    }
    return topOf(perDoc, limit);
  }

  /** The `k`-th best of `score` among the questions reached so far (0 with fewer). */
  private kthBest(k: number, score: (q: number) => number): number {
    const { data, length } = this.covered.touched;
    if (length < k) return 0;
    if (this.scratch.length < length)
      this.scratch = new Float64Array(Math.max(length, 2 * this.scratch.length));
    const values = this.scratch;
    for (let i = 0; i < length; i++) values[i] = score(data[i]!);
    return quickSelectDescending(values, length, k - 1);
  }

  /** The document's question most similar to the query (0 the title), and how similar, exactly. */
  best(doc: number, query: QuestionQuery): { position: number; similarity: number } {
    let position = 0;
    let similarity = 0;
    if (query.mass === 0 || doc >= this.first.length) return { position, similarity };
    const from = this.first.data[doc]!;
    const slotMax = new Float64Array(query.headIdf.length);
    for (let q = from; q < from + this.count.data[doc]!; q++) {
      slotMax.fill(0);
      let hit = 0;
      for (let i = this.qStart.data[q]!; i < this.qStart.data[q + 1]!; i++) {
        const id = this.qTerms.data[i]!;
        const slots = query.slotsById.get(id);
        if (!slots) continue;
        hit += this.idf(this.termNames[id]!);
        for (const [slot, w] of slots) if (w > slotMax[slot]!) slotMax[slot] = w;
      }
      if (hit === 0) continue;
      let covered = 0;
      slotMax.forEach((w, slot) => {
        covered += w * query.headIdf[slot]!;
      });
      const s =
        Math.min(1, covered / query.mass) ** (1 - PRECISION_SHARE) *
        Math.min(1, hit / this.mass[q]!) ** PRECISION_SHARE;
      if (s > similarity) {
        similarity = s;
        position = this.position.data[q]!;
      }
    }
    return { position, similarity };
  }
}

function topOf(acc: Accumulator, k: number): number[] {
  const { data, length } = acc.touched;
  return Array.from(data.subarray(0, length))
    .sort((a, b) => acc.values[b]! - acc.values[a]! || a - b)
    .slice(0, k);
}

/** The value that would stand at `index` if the first `length` values were sorted high to low (Hoare's selection, in place). */
function quickSelectDescending(values: Float64Array, length: number, index: number): number {
  let lo = 0;
  let hi = length - 1;
  while (lo < hi) {
    const pivot = values[(lo + hi) >>> 1]!;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (values[i]! > pivot) i++;
      while (values[j]! < pivot) j--;
      if (i <= j) {
        const t = values[i]!;
        values[i] = values[j]!;
        values[j] = t;
        i++;
        j--;
      }
    }
    if (index <= j) hi = j;
    else if (index >= i) lo = i;
    else break;
  }
  return values[index]!;
}
