import type { CustomerType, DataSource, LineOfService, ServiceKey } from '@support/contracts';
import type { Article } from '../kb/article.ts';
import { markdownWords } from '../kb/markdown.ts';
import { Lexicon } from '../text/lexicon.ts';
import { analyze, surfaceTokens, termOf } from '../text/normalize.ts';
import { Vocabulary, type VocabularyState } from '../text/spell.ts';
import {
  Accumulator,
  findSorted,
  type IntList,
  intList,
  type PackedLists,
  packLists,
  pushInt,
  topTouched,
  unpackLists,
} from './postings.ts';
import { type QuerySlot, QuestionIndex, type QuestionIndexState } from './question-index.ts';

export const FIELDS = ['title', 'questions', 'answer', 'body'] as const;
export type Field = (typeof FIELDS)[number];

/** Field weights: a match in the title or a customer question says more than one in the body. */
export const FIELD_BOOST: Record<Field, number> = { title: 2, questions: 2, answer: 1, body: 1 };

/** BM25+ per field: saturation, length normalisation and the lower bound of a match (the usual values). */
const K1 = 1.2;
const B = 0.7;
const DELTA = 0.5;
/** Term counts per field are stored in 8 bits each (one 32-bit word per posting); more saturates anyway. */
const MAX_TF = 255;

export interface DocMeta {
  customerType: CustomerType;
  serviceKey: ServiceKey;
  lineOfService: LineOfService;
  dataSource: DataSource;
}

/**
 * Which documents a query may see. `key` names the scope (the same key always means the same
 * documents): the index keeps one bit mask per key, so a filter is applied before any scoring.
 */
export interface DocFilter {
  key: string;
  accept: (doc: DocMeta) => boolean;
}

export interface RawHit {
  id: string;
  score: number;
  /** term → the fields it matched in */
  match: Record<string, Field[]>;
  /** The article's question (0 the title, then its questions) most similar to the query, and how similar (0 to 1). */
  question: { position: number; similarity: number };
}

/** Articles outside the BM25 top list are still candidates when one of their questions is this close. */
const QUESTION_CANDIDATE = 0.3;
/** …and at most this many of them (the closest). */
const QUESTION_CANDIDATES = 10;
/**
 * A term in more than this share of the documents does not take part in finding candidates when
 * rarer terms found enough: it cannot single a document out, and its posting list is the longest.
 * The candidates' final scores count it.
 */
const COMMON_SHARE = 0.2;
/**
 * …and in more than this many: in a small knowledge base every word of a short question can be in
 * a fifth of the articles ("wi-fi calling" among 136), and scanning them all costs nothing.
 */
export const COMMON_MIN = 1000;
/** Rebuild the question masses and drop removed documents' postings once this share of documents changed. */
const DRIFT = 0.1;

interface Posting {
  docs: IntList;
  /** Term counts per field, 8 bits each (title, questions, answer, body). */
  tfs: IntList;
  /** Live documents holding the term. */
  df: number;
  /** …per field. */
  fieldDf: [number, number, number, number];
  /** The highest count in each field over the documents (an upper bound once some leave). */
  maxTf: [number, number, number, number];
}

interface Analysed {
  /** term → packed field counts */
  counts: Map<string, number>;
  lengths: [number, number, number, number];
  words: Set<string>;
  questions: string[][];
}

export interface SearchIndexState {
  terms: string[];
  docs: PackedLists;
  tfs: PackedLists;
  df: Int32Array;
  fieldDf: Int32Array;
  maxTf: Int32Array;
  questions: QuestionIndexState;
  vocabulary: VocabularyState;
  ids: string[];
  meta: DocMeta[];
  alive: Uint8Array;
  lengths: Int32Array;
  norms: Float64Array;
  lengthSums: number[];
  live: number;
}

/**
 * The full-text index: BM25F over the four fields, with our analyser (lexicon compounds, stopwords,
 * stemming), a question-level index beside it, and the spelling vocabulary.
 *
 * - Storage is typed arrays: one posting list per term (document numbers ascending, field counts
 *   packed in one word), field lengths per document. Documents are numbered as added; replacing an
 *   article adds it again under a new number and drops the old one, so updates are incremental.
 * - A query's scope is a cached bit mask, applied before any scoring.
 * - Top-k with pruning: terms are scored rarest first; once the k-th best score beats what all the
 *   remaining terms together could add, no new document can enter the top k, and the rest only
 *   update documents already in (by binary search when that is cheaper than a scan).
 */
export class SearchIndex {
  vocabulary = new Vocabulary();
  private readonly postings = new Map<string, Posting>();
  private questions: QuestionIndex;
  private ids: string[] = [];
  private meta: DocMeta[] = [];
  private readonly docOf = new Map<string, number>();
  private alive: Uint8Array = new Uint8Array(64);
  private lengths: Int32Array = new Int32Array(256);
  /** BM25 length normalisation per document and field, K1·(1 − B + B·length/average). */
  private norms: Float64Array = new Float64Array(256);
  private lengthSums = [0, 0, 0, 0];
  private live = 0;
  private changedSinceRefresh = 0;
  private version = 0;
  private readonly masks = new Map<string, { version: number; mask: Uint8Array }>();
  private readonly scores = new Accumulator();
  private readonly join: (tokens: readonly string[]) => string[];

  /** `state`: an index built elsewhere (a worker thread; see exportState), taken over as it is. */
  constructor(
    articles: readonly Article[],
    private readonly boost: Record<Field, number> = FIELD_BOOST,
    readonly lexicon: Lexicon = new Lexicon(),
    state?: SearchIndexState,
  ) {
    this.join = (tokens) => lexicon.joinCompounds(tokens);
    this.questions = new QuestionIndex((t) => this.idf(t));
    if (state) this.adopt(state);
    else {
      for (const a of articles) this.insert(a);
      this.refresh();
    }
    this.vocabulary.protect(lexicon.words);
  }

  /**
   * Everything the index holds as a few typed arrays and string lists: cheap to post from a worker
   * thread (structured clone) and to take over, so a build never blocks the thread that answers.
   */
  exportState(): SearchIndexState {
    const terms = [...this.postings.keys()];
    const postings = [...this.postings.values()];
    const n = this.ids.length;
    return {
      terms,
      docs: packLists(postings.map((p) => p.docs)),
      tfs: packLists(postings.map((p) => p.tfs)),
      df: Int32Array.from(postings, (p) => p.df),
      fieldDf: Int32Array.from(postings.flatMap((p) => p.fieldDf)),
      maxTf: Int32Array.from(postings.flatMap((p) => p.maxTf)),
      questions: this.questions.exportState(),
      vocabulary: this.vocabulary.exportState(),
      ids: this.ids,
      meta: this.meta,
      alive: this.alive.slice(0, n),
      lengths: this.lengths.slice(0, n * 4),
      norms: this.norms.slice(0, n * 4),
      lengthSums: this.lengthSums,
      live: this.live,
    };
  }

  private adopt(state: SearchIndexState): void {
    const docs = unpackLists(state.docs);
    const tfs = unpackLists(state.tfs);
    state.terms.forEach((t, i) => {
      const four = (a: Int32Array) =>
        [a[i * 4]!, a[i * 4 + 1]!, a[i * 4 + 2]!, a[i * 4 + 3]!] as Posting['fieldDf'];
      this.postings.set(t, {
        docs: docs[i]!,
        tfs: tfs[i]!,
        df: state.df[i]!,
        fieldDf: four(state.fieldDf),
        maxTf: four(state.maxTf),
      });
    });
    this.questions = QuestionIndex.fromState(state.questions, (t) => this.idf(t));
    this.vocabulary = Vocabulary.fromState(state.vocabulary);
    this.ids = state.ids;
    this.meta = state.meta;
    const n = state.ids.length;
    // Room to grow: the arrays are sized to the documents, at least their initial size.
    this.alive = new Uint8Array(Math.max(64, n * 2));
    this.alive.set(state.alive);
    this.lengths = new Int32Array(this.alive.length * 4);
    this.lengths.set(state.lengths);
    this.norms = new Float64Array(this.alive.length * 4);
    this.norms.set(state.norms);
    this.lengthSums = [...state.lengthSums];
    this.live = state.live;
    state.ids.forEach((id, d) => {
      if (state.alive[d]) this.docOf.set(id, d);
    });
  }

  /**
   * Statistics that depend on the whole collection (question idf masses, field-length norms) are
   * recomputed after a bulk load and whenever a tenth of the documents changed since; between
   * refreshes they drift a little, never by more than that share.
   */
  private refresh(): void {
    this.questions.refreshMasses();
    for (let d = 0; d < this.ids.length; d++) this.setNorms(d);
    this.changedSinceRefresh = 0;
  }

  private setNorms(doc: number): void {
    for (let f = 0; f < 4; f++) {
      const avg = this.lengthSums[f]! / this.live || 1;
      this.norms[doc * 4 + f] = K1 * (1 - B + (B * this.lengths[doc * 4 + f]!) / avg);
    }
  }

  /** Live documents. */
  get size(): number {
    return this.live;
  }

  /** Adds an article, or replaces the one with its id. */
  upsert(article: Article, previous?: Article): void {
    if (this.docOf.has(article.id)) this.remove(article.id, previous);
    this.insert(article);
    this.afterChange();
  }

  /** Drops an article; `article` (its last version) lets the spelling vocabulary forget its words. */
  remove(id: string, article?: Article): void {
    const doc = this.docOf.get(id);
    if (doc === undefined) return;
    this.docOf.delete(id);
    this.alive[doc] = 0;
    this.live--;
    for (let f = 0; f < 4; f++) this.lengthSums[f]! -= this.lengths[doc * 4 + f]!;
    if (article) {
      const analysed = this.analyse(article);
      for (const [t, packed] of analysed.counts) {
        const p = this.postings.get(t);
        if (!p) continue;
        p.df--;
        for (let f = 0; f < 4; f++) if ((packed >>> (f * 8)) & 0xff) p.fieldDf[f]!--;
      }
      for (const w of analysed.words) this.vocabulary.remove(w);
    }
    this.afterChange();
  }

  private afterChange(): void {
    this.version++;
    this.changedSinceRefresh++;
    if (this.changedSinceRefresh > Math.max(16, this.live * DRIFT)) this.refresh();
  }

  private analyse(a: Article): Analysed {
    const fields: Record<Field, string> = {
      title: a.title,
      questions: a.questions.join('. '),
      answer: a.answer,
      body: markdownWords(a.body),
    };
    const counts = new Map<string, number>();
    const lengths: [number, number, number, number] = [0, 0, 0, 0];
    const words = new Set<string>();
    FIELDS.forEach((f, fi) => {
      const tokens = surfaceTokens(fields[f]);
      for (const w of tokens) words.add(w);
      const shift = fi * 8;
      for (const token of this.join(tokens)) {
        const t = termOf(token);
        if (t === null) continue;
        lengths[fi]!++;
        const packed = counts.get(t) ?? 0;
        if (((packed >>> shift) & 0xff) < MAX_TF) counts.set(t, packed + (1 << shift));
      }
    });
    return {
      counts,
      lengths,
      words,
      questions: [a.title, ...a.questions].map((q) => analyze(q, this.join)),
    };
  }

  private insert(a: Article): void {
    const doc = this.ids.length;
    const analysed = this.analyse(a);
    this.ids.push(a.id);
    this.meta.push({
      customerType: a.customerType,
      serviceKey: a.serviceKey,
      lineOfService: a.lineOfService,
      dataSource: a.dataSource,
    });
    this.docOf.set(a.id, doc);
    if (doc >= this.alive.length) {
      const alive = new Uint8Array(this.alive.length * 2);
      alive.set(this.alive);
      this.alive = alive;
      const lengths = new Int32Array(this.alive.length * 4);
      lengths.set(this.lengths);
      this.lengths = lengths;
      const norms = new Float64Array(this.alive.length * 4);
      norms.set(this.norms);
      this.norms = norms;
    }
    this.alive[doc] = 1;
    this.live++;
    analysed.lengths.forEach((n, f) => {
      this.lengths[doc * 4 + f] = n;
      this.lengthSums[f]! += n;
    });
    this.setNorms(doc);
    for (const [t, packed] of analysed.counts) {
      let p = this.postings.get(t);
      if (!p) {
        p = { docs: intList(2), tfs: intList(2), df: 0, fieldDf: [0, 0, 0, 0], maxTf: [0, 0, 0, 0] };
        this.postings.set(t, p);
      }
      pushInt(p.docs, doc);
      pushInt(p.tfs, packed);
      p.df++;
      for (let f = 0; f < 4; f++) {
        const n = (packed >>> (f * 8)) & 0xff;
        if (n === 0) continue;
        p.fieldDf[f]!++;
        if (n > p.maxTf[f]!) p.maxTf[f] = n;
      }
    }
    for (const w of analysed.words) this.vocabulary.add(w);
    this.questions.add(doc, analysed.questions);
  }

  /**
   * Query words corrected against the vocabulary, then analysed into index terms (one per slot,
   * the customer's own words) and query slots with the lexicon's expansions.
   */
  queryTerms(question: string): { terms: string[]; slots: QuerySlot[]; corrected: string } {
    const words = surfaceTokens(question).map((w) => this.vocabulary.correct(w));
    const corrected = words.join(' ');
    const slots = this.lexicon.expand(this.lexicon.joinCompounds(words), termOf);
    return {
      terms: slots.filter((s) => s.alternatives.get(s.head) === 1).map((s) => s.head),
      slots,
      corrected,
    };
  }

  /** Inverse document frequency; a term no article has gets the highest value. */
  idf(term: string): number {
    const df = this.postings.get(term)?.df ?? 0;
    return Math.log(1 + (this.live + 1) / (df + 0.5));
  }

  knows(term: string): boolean {
    return (this.postings.get(term)?.df ?? 0) > 0;
  }

  private mask(filter: DocFilter | undefined): Uint8Array {
    if (!filter) return this.alive;
    const cached = this.masks.get(filter.key);
    if (cached && cached.version === this.version) return cached.mask;
    const mask = new Uint8Array(this.ids.length);
    for (let d = 0; d < this.ids.length; d++) mask[d] = this.alive[d] && filter.accept(this.meta[d]!) ? 1 : 0;
    if (this.masks.size > 256) this.masks.clear();
    this.masks.set(filter.key, { version: this.version, mask });
    return mask;
  }

  /**
   * The BM25F top `limit`, plus the articles one of whose questions is closest to the query
   * (up to {@link QUESTION_CANDIDATES}, similarity ≥ {@link QUESTION_CANDIDATE}); every hit carries
   * its best question-level similarity and where each query term matched.
   */
  search(slots: readonly QuerySlot[], filter: DocFilter | undefined, limit: number): RawHit[] {
    if (slots.length === 0) return [];
    const weights = new Map<string, number>();
    for (const s of slots)
      for (const [t, w] of s.alternatives) if ((weights.get(t) ?? 0) < w) weights.set(t, w);
    const mask = this.mask(filter);
    const terms = [...weights]
      .map(([term, w]) => ({ term, w, posting: this.postings.get(term), bound: 0, idf: [0, 0, 0, 0] }))
      .filter((t): t is typeof t & { posting: Posting } => t.posting !== undefined && t.posting.df > 0);
    for (const t of terms) {
      // Per field: the term's weight × field boost × the field's idf (0 where the term never occurs).
      t.idf = t.posting.fieldDf.map((df, f) =>
        df > 0 ? t.w * this.boost[FIELDS[f]!] * bm25Idf(df, this.live) : 0,
      );
      // The most the term can add: its highest count in each field, in the shortest document.
      t.bound = t.idf.reduce((s, wIdf, f) => {
        const m = t.posting.maxTf[f]!;
        return s + wIdf * (DELTA + (m * (K1 + 1)) / (m + K1 * (1 - B)));
      }, 0);
    }
    terms.sort((a, b) => b.bound - a.bound);
    const acc = this.scores;
    acc.reset(this.ids.length);
    let rest = terms.reduce((s, t) => s + t.bound, 0);
    let growing = true;
    let best = 0;
    // Once growing stops: the documents that can still reach the top k, and the k-th score.
    let contenders: number[] = [];
    let threshold = 0;
    for (const t of terms) {
      rest -= t.bound;
      const { docs, tfs } = t.posting;
      // A word in most documents cannot single one out: once rarer words found `limit` documents,
      // it is left out of finding candidates (Moffat & Zobel's "quit"); the final scores count it.
      if (t.posting.df > Math.max(COMMON_SHARE * this.live, COMMON_MIN) && acc.touched.length >= limit)
        continue;
      if (growing) {
        best = Math.max(best, this.scoreAll(acc, t.posting, t.idf, mask));
        // Only when even the best score so far beats the remaining bound can the k-th one.
        if (best > rest && acc.touched.length > limit) {
          const top = topTouched(acc, limit);
          threshold = acc.values[top[top.length - 1]!]!;
          if (threshold > rest) {
            growing = false;
            const { data, length } = acc.touched;
            for (let n = 0; n < length; n++) {
              const d = data[n]!;
              if (acc.values[d]! + rest >= threshold) contenders.push(d);
            }
          }
        }
      } else {
        // Only the contenders are updated, each by a binary search in the posting list.
        for (const d of contenders) {
          const i = findSorted(docs.data, docs.length, d);
          if (i >= 0) acc.add(d, this.termScore(d, tfs.data[i]!, t.idf));
        }
        contenders = contenders.filter((d) => acc.values[d]! + rest >= threshold);
      }
    }
    const bm25Top = topTouched(acc, limit);
    const query = this.questions.prepare(slots);
    const chosen = new Set(bm25Top);
    for (const d of this.questions.candidates(query, mask, QUESTION_CANDIDATES, QUESTION_CANDIDATE))
      chosen.add(d);
    const out: RawHit[] = [];
    for (const d of chosen) {
      const match: Record<string, Field[]> = {};
      let score = 0;
      for (const t of terms) {
        const i = findSorted(t.posting.docs.data, t.posting.docs.length, d);
        if (i < 0) continue;
        const packed = t.posting.tfs.data[i]!;
        score += this.termScore(d, packed, t.idf);
        const fields: Field[] = [];
        FIELDS.forEach((f, fi) => {
          if ((packed >>> (fi * 8)) & 0xff) fields.push(f);
        });
        match[t.term] = fields;
      }
      out.push({
        id: this.ids[d]!,
        score,
        match,
        question: this.questions.best(d, query),
      });
    }
    return out.sort((a, b) => b.score - a.score);
  }

  /** Adds one term's score to every document of its posting list that the mask lets through; returns the best total. */
  private scoreAll(
    acc: Accumulator,
    posting: Posting,
    weighted: readonly number[],
    mask: Uint8Array,
  ): number {
    const docs = posting.docs.data;
    const tfs = posting.tfs.data;
    const n = posting.docs.length;
    const norms = this.norms;
    const { values, stamps, generation } = acc;
    const w0 = weighted[0]!;
    const w1 = weighted[1]!;
    const w2 = weighted[2]!;
    const w3 = weighted[3]!;
    const k = K1 + 1;
    let best = 0;
    for (let i = 0; i < n; i++) {
      const d = docs[i]!;
      if (mask[d] === 0) continue;
      const packed = tfs[i]!;
      const base = d * 4;
      let score = 0;
      const t0 = packed & 0xff;
      if (t0 !== 0) score += w0 * (DELTA + (t0 * k) / (t0 + norms[base]!));
      const t1 = (packed >>> 8) & 0xff;
      if (t1 !== 0) score += w1 * (DELTA + (t1 * k) / (t1 + norms[base + 1]!));
      const t2 = (packed >>> 16) & 0xff;
      if (t2 !== 0) score += w2 * (DELTA + (t2 * k) / (t2 + norms[base + 2]!));
      const t3 = packed >>> 24;
      if (t3 !== 0) score += w3 * (DELTA + (t3 * k) / (t3 + norms[base + 3]!));
      if (stamps[d] !== generation) {
        stamps[d] = generation;
        values[d] = score;
        pushInt(acc.touched, d);
      } else values[d]! += score;
      if (values[d]! > best) best = values[d]!;
    }
    return best;
  }

  /** BM25+ of one term in each field it occurs in (`weighted`: weight × boost × idf per field), summed. */
  /** A hit for an article found by other means (meaning, not words): its question match, no term matches. */
  unmatched(id: string, slots: readonly QuerySlot[]): RawHit {
    const d = this.docOf.get(id);
    const question =
      d === undefined
        ? { position: 0, similarity: 0 }
        : this.questions.best(d, this.questions.prepare(slots));
    return { id, score: 0, match: {}, question };
  }

  private termScore(doc: number, packed: number, weighted: readonly number[]): number {
    let score = 0;
    const base = doc * 4;
    for (let f = 0; f < 4; f++) {
      const n = (packed >>> (f * 8)) & 0xff;
      if (n !== 0) score += weighted[f]! * (DELTA + (n * (K1 + 1)) / (n + this.norms[base + f]!));
    }
    return score;
  }
}

function bm25Idf(df: number, n: number): number {
  return Math.log(1 + (n - df + 0.5) / (df + 0.5));
}
