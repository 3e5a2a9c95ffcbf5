import {
  capacityFor,
  type IntList,
  intList,
  listOf,
  type PackedLists,
  packLists,
  pushInt,
  seek,
  unpackLists,
} from './postings.ts';

/**
 * One slot of a query: a word the customer used (its `head` term) and the terms that stand for it,
 * each with a weight — the head itself at 1, lexicon expansions below 1.
 */
export interface QuerySlot {
  head: string;
  alternatives: ReadonlyMap<string, number>;
  /**
   * A lexicon rule lowered the customer's word (its `own`): the word is said here in a sense the
   * articles do not use it in ("back" in "back up our files").
   */
  lowered?: boolean;
}

/**
 * The term whose rarity weighs a slot: the customer's word; when a lexicon rule lowered it
 * (`lowered`), what the slot means most there, its highest-weighted alternative: "back" in "back
 * up our files" weighs as "backup", a word one article has, not as "back", a word most have.
 */
export function weighingTerm(slot: QuerySlot): string {
  if (!slot.lowered) return slot.head;
  let term = slot.head;
  let best = slot.alternatives.get(slot.head) ?? 0;
  for (const [t, w] of slot.alternatives) {
    if (w > best) {
      best = w;
      term = t;
    }
  }
  return term;
}

/** How many list entries candidate finding walks at most, beyond its two rarest terms (see candidates). */
const WALK_BUDGET = 10_000;

/**
 * Up to this many list entries, candidates are found by adding the lists up one after the other:
 * cheaper than WAND's bookkeeping on short walks (most questions on a knowledge base of hundreds of
 * articles), dearer on long ones, where WAND skips most entries (measured on our knowledge base
 * and the bench's generated 10,000).
 */
const EXHAUSTIVE_WALK = 2_500;

/**
 * How much precision counts in the similarity (recall gets the rest), in the exponent. Candidate
 * search compares recall × precision, which orders questions like the similarity only at one half.
 */
const PRECISION_SHARE = 0.5;

/**
 * A query prepared for question matching. Its terms the questions use are numbered in order
 * ("entries"); per entry: the term's idf, its posting list, its gain (the query weight it adds:
 * its weight in every slot it serves × that slot's idf, summed) and the slots it serves, as ranges
 * of flat arrays.
 */
export interface QuestionQuery {
  termIdf: Float64Array;
  termGain: Float64Array;
  termLists: IntList[];
  /** The slots of entry e: slotOf[slotStart[e] .. slotStart[e + 1]), each at slotWeight. */
  slotStart: Int32Array;
  slotOf: Int32Array;
  slotWeight: Float64Array;
  headIdf: Float64Array;
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
  /** per term number: how many questions of live documents have it */
  questionsWith: Int32Array;
  liveQuestions: number;
}

/** Questions counted by term: how many have it, of how many (see QuestionIndex.questionsWith). */
export interface QuestionCounts {
  questionsWith(term: string): number;
  readonly liveQuestions: number;
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
export class QuestionIndex implements QuestionCounts {
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
  /** per term number: how many questions of live documents (not forgotten) have it; and how many live questions there are */
  private withTerm = intList(64);
  private live = 0;
  /** how many terms some live question has */
  private liveTerms = 0;
  /** Question masks by the document mask they were made from (masks are replaced, not changed, when documents change). */
  private readonly masks = new WeakMap<Uint8Array, Uint8Array>();
  /** Scratch for `best`: per question of the document, the query terms' idf and each slot's best weight. */
  private rowHit = new Float64Array(64);
  private rowMax = new Float64Array(256);
  /** Scratch for `accumulate`: per question the summed gain and idf, valid where stamped with the generation. */
  private covered = new Float64Array(0);
  private hits = new Float64Array(0);
  private stamps = new Int32Array(0);
  private generation = 0;
  private readonly touched = intList(64);
  /** The first question a bulk load added that its terms' lists do not have yet (see add). */
  private pendingFrom: number | undefined;

  constructor(private readonly idf: (term: string) => number) {}

  get size(): number {
    return this.owner.length;
  }

  /** Whether some question has this term. */
  has(term: string): boolean {
    const id = this.termId.get(term);
    return id !== undefined && this.lists[id]!.length > 0;
  }

  /**
   * Adds document `doc`'s questions (`[title, ...questions]`, each as index terms); documents come
   * in order. `bulk`: part of a bulk load, completed by the refreshMasses that must follow: the
   * questions' idf masses (which every document of the load changes anyway) and the term lists
   * (then filled in one pass, not grown list by list) are left to it.
   */
  add(doc: number, questions: readonly (readonly string[])[], bulk = false): void {
    const terms = intList(64);
    const ends: number[] = [];
    for (const q of questions) {
      for (const t of q) pushInt(terms, this.idOf(t));
      ends.push(terms.length);
    }
    this.addNumbered(doc, terms, ends, bulk);
  }

  /** How many questions of live documents have this term (see forget). */
  questionsWith(term: string): number {
    const id = this.termId.get(term);
    return id === undefined ? 0 : this.withTerm.data[id]!;
  }

  /** How many questions live documents have. */
  get liveQuestions(): number {
    return this.live;
  }

  /**
   * Document `doc` was removed: its questions stop counting in questionsWith (they stay in the
   * lists, where the callers' document masks leave them out).
   */
  forget(doc: number): void {
    if (doc >= this.first.length) return;
    const from = this.first.data[doc]!;
    const to = from + this.count.data[doc]!;
    const start = this.qStart.data;
    for (let q = from; q < to; q++)
      for (let i = start[q]!; i < start[q + 1]!; i++)
        if (--this.withTerm.data[this.qTerms.data[i]!]! === 0) this.liveTerms--;
    this.live -= to - from;
    this.count.data[doc] = 0;
  }

  /** The numbers of those terms some live question has (what logLikelihood reads). */
  likelihoodTerms(terms: readonly string[]): number[] {
    const out: number[] = [];
    for (const t of terms) {
      const id = this.termId.get(t);
      if (id !== undefined && this.withTerm.data[id]! > 0) out.push(id);
    }
    return out;
  }

  /**
   * How likely document `doc`'s questions, taken as one bag of words, are to give these terms
   * (numbers from likelihoodTerms): the sum of each term's log-probability, the share of the
   * document's question words that are this term (each question counting a term once) smoothed by
   * `alpha` per live term. NaN for a document with no questions (removed).
   */
  logLikelihood(doc: number, terms: readonly number[], alpha: number): number {
    this.listPending();
    if (doc >= this.first.length) return Number.NaN;
    const first = this.first.data[doc]!;
    const end = first + this.count.data[doc]!;
    if (end === first) return Number.NaN;
    const words = this.qStart.data[end]! - this.qStart.data[first]!;
    const denominator = Math.log(words + alpha * this.liveTerms);
    let sum = 0;
    for (const id of terms) {
      const list = this.lists[id]!;
      const lo = seek(list.data, list.length, 0, first);
      const hi = seek(list.data, list.length, lo, end);
      sum += Math.log(hi - lo + alpha) - denominator;
    }
    return sum;
  }

  /** The number of a term in this index, given one if new: what addNumbered takes. */
  termNumber(term: string): number {
    return this.idOf(term);
  }

  /**
   * add() with the questions' terms as numbers (see termNumber), one question after another in
   * `terms`: question i ends before ends[i].
   */
  addNumbered(doc: number, terms: IntList, ends: readonly number[], bulk = false): void {
    if (!bulk) this.listPending();
    while (this.first.length <= doc) {
      pushInt(this.first, this.owner.length);
      pushInt(this.count, 0);
    }
    this.first.data[doc] = this.owner.length;
    const qTerms = this.qTerms;
    for (let pos = 0; pos < ends.length; pos++) {
      // The question's distinct term numbers, in order of first use (questions are a few words).
      const from = qTerms.length;
      for (let k = pos === 0 ? 0 : ends[pos - 1]!; k < ends[pos]!; k++) {
        const id = terms.data[k]!;
        let i = from;
        while (i < qTerms.length && qTerms.data[i] !== id) i++;
        if (i === qTerms.length) pushInt(qTerms, id);
      }
      if (qTerms.length === from) continue;
      for (let i = from; i < qTerms.length; i++)
        if (this.withTerm.data[qTerms.data[i]!]!++ === 0) this.liveTerms++;
      this.live++;
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
      pushInt(this.withTerm, 0);
    }
    return id;
  }

  /** Everything the index holds, as transferable arrays (see SearchIndex.exportState). */
  exportState(): QuestionIndexState {
    return {
      // A copy: a state adopted in this same thread must not share the array this index grows.
      termNames: [...this.termNames],
      lists: packLists(this.lists),
      owner: this.owner.data.slice(0, this.owner.length),
      position: this.position.data.slice(0, this.position.length),
      mass: this.mass.slice(0, this.owner.length),
      qTerms: this.qTerms.data.slice(0, this.qTerms.length),
      qStart: this.qStart.data.slice(0, this.qStart.length),
      first: this.first.data.slice(0, this.first.length),
      count: this.count.data.slice(0, this.count.length),
      questionsWith: this.withTerm.data.slice(0, this.withTerm.length),
      liveQuestions: this.live,
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
    index.withTerm = listOf(state.questionsWith);
    index.live = state.liveQuestions;
    for (const n of state.questionsWith) if (n > 0) index.liveTerms++;
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
    const headIdf = new Float64Array(slots.length);
    let mass = 0;
    for (let i = 0; i < slots.length; i++) mass += headIdf[i] = this.idf(weighingTerm(slots[i]!));
    // Entries in order of first use; a term serving several slots is one entry.
    const ids: number[] = [];
    const served: number[][] = [];
    const weights: number[][] = [];
    let pairs = 0;
    const entryOf = new Map<number, number>();
    for (let i = 0; i < slots.length; i++) {
      for (const [term, weight] of slots[i]!.alternatives) {
        const id = this.termId.get(term);
        if (id === undefined) continue;
        let e = entryOf.get(id);
        if (e === undefined) {
          e = ids.length;
          entryOf.set(id, e);
          ids.push(id);
          served.push([]);
          weights.push([]);
        }
        served[e]!.push(i);
        weights[e]!.push(weight);
        pairs++;
      }
    }
    const n = ids.length;
    const termIdf = new Float64Array(n);
    const termGain = new Float64Array(n);
    const termLists: IntList[] = [];
    const slotStart = new Int32Array(n + 1);
    const slotOf = new Int32Array(pairs);
    const slotWeight = new Float64Array(pairs);
    let at = 0;
    for (let e = 0; e < n; e++) {
      termIdf[e] = this.idf(this.termNames[ids[e]!]!);
      termLists.push(this.lists[ids[e]!]!);
      slotStart[e] = at;
      let gain = 0;
      for (let k = 0; k < served[e]!.length; k++) {
        slotOf[at] = served[e]![k]!;
        slotWeight[at] = weights[e]![k]!;
        gain += slotWeight[at]! * headIdf[slotOf[at]!]!;
        at++;
      }
      termGain[e] = gain;
    }
    slotStart[n] = at;
    return { termIdf, termGain, termLists, slotStart, slotOf, slotWeight, headIdf, mass };
  }

  /**
   * The documents whose closest question is most similar to the query (at most `limit`), among
   * those `mask` lets through, by recall × precision with the terms' weights summed (the caller
   * measures the candidates exactly with `best`). Top-k without scoring every question that shares
   * a word (WAND, Broder et al. 2003): the lists are walked together in question order, and a
   * question is scored only when the terms it can have could lift it above the k-th document so
   * far; the long lists of common words are skipped through by galloping search. A walk of at
   * most `exhaustiveUpTo` entries (EXHAUSTIVE_WALK) is added up list by list instead: the same
   * documents, found more cheaply when there is little to skip.
   */
  candidates(
    query: QuestionQuery,
    mask: Uint8Array,
    limit: number,
    min: number,
    exhaustiveUpTo = EXHAUSTIVE_WALK,
  ): number[] {
    if (query.mass === 0) return [];
    const owner = this.owner.data;
    const allowed = this.questionMask(mask);
    // One cursor per query term the questions use: its posting list (question numbers ascending),
    // where it stands, and the most it adds to a question's score (its share of the query's weight:
    // recall's part; precision is at most 1).
    const cursors: Cursor[] = [];
    for (let e = 0; e < query.termLists.length; e++) {
      const list = query.termLists[e]!;
      if (list.length === 0) continue;
      cursors.push({
        data: list.data,
        length: list.length,
        at: 0,
        q: list.data[0]!,
        gain: query.termGain[e]!,
        share: query.termGain[e]! / query.mass,
        idf: query.termIdf[e]!,
      });
    }
    // A long question of common words would walk most of the index: the commonest terms are left
    // out of finding candidates once the rarer ones' lists hold WALK_BUDGET questions (each found
    // candidate is still measured with all its terms by `best`).
    cursors.sort((a, b) => a.length - b.length);
    let walked = 0;
    let kept = 0;
    while (kept < cursors.length && (kept < 2 || walked + cursors[kept]!.length <= WALK_BUDGET))
      walked += cursors[kept++]!.length;
    cursors.length = kept;
    // Each term adds its weight in every slot it serves, so this recall is never below the exact one
    // (each slot at its best term): every question at least `min` similar scores at least min² here.
    const floor = min * min;
    const top = new TopDocs(limit);
    const score = (q: number, covered: number, hit: number) => {
      // Recall × precision: the similarity squared (PRECISION_SHARE is one half), enough to compare.
      const s = Math.min(1, covered / query.mass) * Math.min(1, hit / this.mass[q]!);
      if (s >= floor) top.offer(owner[q]!, s);
    };
    if (walked <= exhaustiveUpTo) {
      // Few entries to walk: adding them up list by list costs less than WAND's bookkeeping.
      this.accumulate(cursors, allowed, query.mass, floor, top);
      return top.docs();
    }
    const END = 0x7fffffff;
    for (;;) {
      // Cursors by the question they stand on (a handful: insertion sort).
      for (let i = 1; i < cursors.length; i++) {
        const c = cursors[i]!;
        let j = i - 1;
        while (j >= 0 && cursors[j]!.q > c.q) {
          cursors[j + 1] = cursors[j]!;
          j--;
        }
        cursors[j + 1] = c;
      }
      // The pivot: the first question where the terms up to here could together reach the bar.
      const bar = top.full ? top.min : floor;
      let reach = 0;
      let pivot = -1;
      for (let i = 0; i < cursors.length; i++) {
        const c = cursors[i]!;
        if (c.q === END) break;
        reach += c.share;
        if (reach >= bar) {
          pivot = i;
          break;
        }
      }
      if (pivot < 0) break;
      const q = cursors[pivot]!.q;
      if (cursors[0]!.q === q) {
        // Every cursor before the pivot stands on q: score it with all the terms it has.
        let covered = 0;
        let hit = 0;
        for (const c of cursors) {
          if (c.q !== q) break;
          covered += c.gain;
          hit += c.idf;
          c.at++;
          c.q = c.at < c.length ? c.data[c.at]! : END;
        }
        if (allowed[q] === 1) score(q, covered, hit);
      } else {
        // Questions before q cannot reach the bar: skip the cursors behind to it.
        for (let i = 0; i < pivot; i++) {
          const c = cursors[i]!;
          if (c.q >= q) break;
          c.at = seek(c.data, c.length, c.at, q);
          c.q = c.at < c.length ? c.data[c.at]! : END;
        }
      }
    }
    return top.docs();
  }

  /**
   * Every question on the cursors' lists that `allowed` lets through, scored with the terms it
   * has (their gains and idf summed, as WAND sums them), one list after the other, and offered
   * to `top` when it reaches the floor.
   */
  private accumulate(
    cursors: readonly Cursor[],
    allowed: Uint8Array,
    queryMass: number,
    floor: number,
    top: TopDocs,
  ): void {
    const n = this.owner.length;
    if (this.covered.length < n) {
      this.covered = new Float64Array(n * 2);
      this.hits = new Float64Array(n * 2);
      this.stamps = new Int32Array(n * 2);
      this.generation = 0;
    }
    const { covered, hits, stamps, touched } = this;
    if (++this.generation === 0x7fffffff) {
      stamps.fill(0);
      this.generation = 1;
    }
    const generation = this.generation;
    touched.length = 0;
    for (const c of cursors) {
      const { data, length, gain, idf } = c;
      for (let i = 0; i < length; i++) {
        const q = data[i]!;
        if (allowed[q] !== 1) continue;
        if (stamps[q] !== generation) {
          stamps[q] = generation;
          covered[q] = gain;
          hits[q] = idf;
          pushInt(touched, q);
        } else {
          covered[q]! += gain;
          hits[q]! += idf;
        }
      }
    }
    const owner = this.owner.data;
    const mass = this.mass;
    for (let i = 0; i < touched.length; i++) {
      const q = touched.data[i]!;
      // Precision is at most 1: a recall below the bar cannot make it.
      const recall = Math.min(1, covered[q]! / queryMass);
      if (recall < (top.full ? top.min : floor)) continue;
      const s = recall * Math.min(1, hits[q]! / mass[q]!);
      if (s >= floor) top.offer(owner[q]!, s);
    }
  }

  /** Which questions a document mask lets through, one byte per question (cached per mask). */
  private questionMask(mask: Uint8Array): Uint8Array {
    const n = this.owner.length;
    const cached = this.masks.get(mask);
    if (cached && cached.length === n) return cached;
    const owner = this.owner.data;
    const out = new Uint8Array(n);
    for (let q = 0; q < n; q++) out[q] = mask[owner[q]!] ?? 0;
    this.masks.set(mask, out);
    return out;
  }

  /** The document's question most similar to the query (0 the title), and how similar, exactly. */
  best(doc: number, query: QuestionQuery): { position: number; similarity: number } {
    let position = 0;
    let similarity = 0;
    if (query.mass === 0 || doc >= this.first.length) return { position, similarity };
    const slotCount = query.headIdf.length;
    const from = this.first.data[doc]!;
    const span = this.count.data[doc]!;
    // Per question of the document (row r is question from + r): the idf of the query terms it
    // has, and each slot's best weight in it, added up from the query terms' lists.
    if (this.rowHit.length < span) this.rowHit = new Float64Array(span * 2);
    if (this.rowMax.length < span * slotCount) this.rowMax = new Float64Array(span * slotCount * 2);
    const { rowHit, rowMax } = this;
    rowHit.fill(0, 0, span);
    rowMax.fill(0, 0, span * slotCount);
    const { termLists, termIdf, slotStart, slotOf, slotWeight, headIdf } = query;
    for (let e = 0; e < termLists.length; e++) {
      const { data, length } = termLists[e]!;
      const idf = termIdf[e]!;
      for (let i = seek(data, length, 0, from); i < length && data[i]! < from + span; i++) {
        const r = data[i]! - from;
        rowHit[r]! += idf;
        const row = r * slotCount;
        for (let k = slotStart[e]!; k < slotStart[e + 1]!; k++) {
          const cell = row + slotOf[k]!;
          if (slotWeight[k]! > rowMax[cell]!) rowMax[cell] = slotWeight[k]!;
        }
      }
    }
    for (let r = 0; r < span; r++) {
      const hit = rowHit[r]!;
      if (hit === 0) continue;
      let covered = 0;
      for (let slot = 0; slot < slotCount; slot++) covered += rowMax[r * slotCount + slot]! * headIdf[slot]!;
      const s =
        Math.min(1, covered / query.mass) ** (1 - PRECISION_SHARE) *
        Math.min(1, hit / this.mass[from + r]!) ** PRECISION_SHARE;
      if (s > similarity) {
        similarity = s;
        position = this.position.data[from + r]!;
      }
    }
    return { position, similarity };
  }
}

interface Cursor {
  data: Int32Array;
  length: number;
  /** Position in the list, and the question there (0x7fffffff past the end). */
  at: number;
  q: number;
  gain: number;
  /** gain over the query's mass: the most the term adds to recall */
  share: number;
  idf: number;
}

/** The best `k` documents by their best question's score (ties: the lower number first). */
class TopDocs {
  private readonly ids: number[] = [];
  private readonly scores: number[] = [];
  constructor(private readonly k: number) {}

  get full(): boolean {
    return this.ids.length >= this.k;
  }

  /** The lowest score kept. */
  get min(): number {
    return this.scores[this.scores.length - 1] ?? 0;
  }

  offer(doc: number, score: number): void {
    const { ids, scores } = this;
    let at = ids.indexOf(doc);
    if (at >= 0) {
      if (score <= scores[at]!) return;
    } else {
      if (this.full && (score < this.min || (score === this.min && doc > ids[ids.length - 1]!))) return;
      if (!this.full) {
        ids.push(doc);
        scores.push(score);
      }
      at = ids.length - 1;
    }
    // Move up to its place (scores descending; equal scores keep the lower document first).
    while (at > 0 && (scores[at - 1]! < score || (scores[at - 1] === score && ids[at - 1]! > doc))) {
      ids[at] = ids[at - 1]!;
      scores[at] = scores[at - 1]!;
      at--;
    }
    ids[at] = doc;
    scores[at] = score;
  }

  docs(): number[] {
    return [...this.ids];
  }
}
