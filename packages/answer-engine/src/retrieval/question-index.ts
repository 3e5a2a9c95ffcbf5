import {
  Accumulator,
  capacityFor,
  type IntList,
  intList,
  listOf,
  type PackedLists,
  packLists,
  pushInt,
  topTouched,
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

/** Terms in more than this share of the questions do not find candidates when rarer terms reached some. */
const COMMON_SHARE = 0.02;
/** …and in more than this many (a small knowledge base scans every list; it costs nothing there). */
const COMMON_MIN = 1000;
/** Candidates are found without the common terms: keep those within this factor of the minimum (squared). */
const APPROXIMATION = 0.5;

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
  /** The first question a bulk load added that its terms' lists do not have yet (see add). */
  private pendingFrom: number | undefined;

  constructor(private readonly idf: (term: string) => number) {}

  get size(): number {
    return this.owner.length;
  }

  /**
   * Adds document `doc`'s questions (`[title, ...questions]`, each as index terms); documents come
   * in order. `bulk`: part of a bulk load, completed by the refreshMasses that must follow: the
   * questions' idf masses (which every document of the load changes anyway) and the term lists
   * (then filled in one pass, not grown list by list) are left to it.
   */
  add(doc: number, questions: readonly (readonly string[])[], bulk = false): void {
    if (!bulk) this.listPending();
    while (this.first.length <= doc) {
      pushInt(this.first, this.owner.length);
      pushInt(this.count, 0);
    }
    this.first.data[doc] = this.owner.length;
    const qTerms = this.qTerms;
    for (let pos = 0; pos < questions.length; pos++) {
      // The question's distinct term numbers, in order of first use (questions are a few words).
      const from = qTerms.length;
      for (const t of questions[pos]!) {
        const id = this.idOf(t);
        let i = from;
        while (i < qTerms.length && qTerms.data[i] !== id) i++;
        if (i === qTerms.length) pushInt(qTerms, id);
      }
      if (qTerms.length === from) continue;
      const q = this.owner.length;
      pushInt(this.owner, doc);
      pushInt(this.position, pos);
      pushInt(this.qStart, qTerms.length);
      if (q >= this.mass.length) {
        const bigger = new Float64Array(this.mass.length * 2);
        bigger.set(this.mass);
        this.mass = bigger;
      }
      this.count.data[doc]!++;
      if (bulk) {
        this.mass[q] = 0;
        this.pendingFrom ??= q;
        continue;
      }
      let mass = 0;
      for (let i = from; i < qTerms.length; i++) mass += this.idf(this.termNames[qTerms.data[i]!]!);
      this.mass[q] = mass;
      for (let i = from; i < qTerms.length; i++) pushInt(this.lists[qTerms.data[i]!]!, q);
    }
  }

  /** Puts the questions a bulk load added (from pendingFrom on) in their terms' lists, in order. */
  private listPending(): void {
    const from = this.pendingFrom;
    if (from === undefined) return;
    this.pendingFrom = undefined;
    const start = this.qStart.data;
    const data = this.qTerms.data;
    const lists = this.lists;
    const added = new Int32Array(lists.length);
    for (let i = start[from]!; i < this.qTerms.length; i++) added[data[i]!]!++;
    // Lists that were empty view one shared array, with the room pushing one at a time would have
    // left them (later additions stay cheap); others grow once.
    let shared = 0;
    for (let t = 0; t < lists.length; t++) if (lists[t]!.length === 0) shared += capacityFor(added[t]!);
    const flat = new Int32Array(shared);
    let at = 0;
    for (let t = 0; t < lists.length; t++) {
      const n = added[t]!;
      const list = lists[t]!;
      if (n === 0) continue;
      if (list.length === 0) {
        list.data = flat.subarray(at, at + capacityFor(n));
        at += capacityFor(n);
      } else if (list.data.length < list.length + n) {
        const bigger = new Int32Array(capacityFor(list.length + n));
        bigger.set(list.data.subarray(0, list.length));
        list.data = bigger;
      }
    }
    for (let q = from; q < this.owner.length; q++)
      for (let i = start[q]!; i < start[q + 1]!; i++) {
        const list = lists[data[i]!]!;
        list.data[list.length++] = q;
      }
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
    this.listPending();
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
   * The documents whose closest question is most similar to the query (at most `limit`), among
   * those `mask` lets through, by an approximate similarity: terms are taken rarest first, and
   * those in more than COMMON_SHARE of the questions are skipped once rarer ones reached some.
   * The caller measures the candidates exactly with `best`.
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
      .sort((a, b) => a.list.length - b.list.length);
    for (const t of terms) {
      const { data, length } = t.list;
      // As in the document index: a term in many questions does not find candidates once rarer
      // terms reached some (exact similarity, computed by `best`, counts it).
      if (length > Math.max(COMMON_SHARE * n, COMMON_MIN) && covered.touched.length >= limit) continue;
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
    }
    // Recall × precision: the similarity squared (PRECISION_SHARE is one half), enough to compare.
    const squared = (q: number) =>
      Math.min(1, covered.values[q]! / query.mass) * Math.min(1, hit.get(q) / this.mass[q]!);
    const perDoc = this.perDoc;
    perDoc.reset(this.first.length);
    const { data, length } = covered.touched;
    for (let i = 0; i < length; i++) {
      const q = data[i]!;
      const s = squared(q);
      if (s >= min * min * APPROXIMATION) perDoc.max(owner[q]!, s);
    }
    return topTouched(perDoc, limit);
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
