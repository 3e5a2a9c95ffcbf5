import type { CustomerType, DataSource, LineOfService, ServiceKey } from '@support/contracts';
import type { Article } from '../kb/article.ts';
import { markdownWords } from '../kb/markdown.ts';
import { isEnglishWord } from '../text/dictionary.ts';
import { Lexicon, type NamedLine } from '../text/lexicon.ts';
import { surfaceTokens, TokenTable, termOf } from '../text/normalize.ts';
import { Vocabulary, type VocabularyState } from '../text/spell.ts';
import {
  Accumulator,
  capacityFor,
  findSorted,
  type IntList,
  intList,
  type PackedLists,
  packLists,
  pushInt,
  reserve,
  topTouched,
  unpackLists,
} from './postings.ts';
import {
  type QuerySlot,
  type QuestionCounts,
  QuestionIndex,
  type QuestionIndexState,
} from './question-index.ts';

/** The filter of a query with no scope. */
const EVERYTHING: DocFilter = { key: '*', accept: () => true };

/** A token made of digits only. */
const ALL_DIGITS = /^\d+$/;

export const FIELDS = ['title', 'questions', 'answer', 'body'] as const;
export type Field = (typeof FIELDS)[number];

/** Bits of a field mask (bit f: FIELDS[f]): where a term matched in a document. */
export const FIELD_BIT = { title: 1, questions: 2, answer: 4, body: 8 } as const satisfies Record<
  Field,
  number
>;

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
  /** term → the fields it matched in, as a mask of {@link FIELD_BIT}s */
  match: ReadonlyMap<string, number>;
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

/**
 * The postings of a bulk load in article order, laid out by term at the end (postBulk): per
 * posting its term and packed field counts, and per document where its postings end.
 */
interface BulkPostings {
  terms: IntList;
  tfs: IntList;
  ends: IntList;
}

/**
 * An index loaded a piece at a time, as the articles arrive (the pages of a database read, posted
 * to a worker thread), and laid out once at the end: the same index the constructor builds from
 * the same articles in the same order (SearchIndex.loading).
 */
export interface IndexLoader {
  add(articles: readonly Article[]): void;
  finish(): SearchIndex;
}

/**
 * Room for a bulk load's postings, from the length of its text: about one posting per 19
 * characters in our articles and generated ones, so one allocation usually holds them all
 * (growing by doubling copies them and touches fresh memory each time).
 */
function bulkRoom(articles: readonly Article[]): number {
  let chars = 0;
  for (const a of articles) {
    chars += a.title.length + a.answer.length + a.body.length;
    for (const q of a.questions) chars += q.length + 1;
  }
  return Math.max(1 << 12, Math.ceil(chars / 16));
}

/**
 * Documents' metadata as numbers: per document its four fields (DocMeta's order) as positions in
 * `values`. Posted from a worker as objects, 100,000 documents' metadata took 370 ms to receive,
 * on the thread that answers; as a typed array it is moved, not copied.
 */
export interface PackedMeta {
  values: string[];
  codes: Uint16Array;
}

const META_FIELDS = ['customerType', 'serviceKey', 'lineOfService', 'dataSource'] as const;

function packMeta(meta: readonly DocMeta[]): PackedMeta {
  const values: string[] = [];
  const codeOf = new Map<string, number>();
  const codes = new Uint16Array(meta.length * META_FIELDS.length);
  meta.forEach((m, d) => {
    META_FIELDS.forEach((field, f) => {
      const value = m[field];
      let code = codeOf.get(value);
      if (code === undefined) {
        code = values.push(value) - 1;
        codeOf.set(value, code);
      }
      codes[d * META_FIELDS.length + f] = code;
    });
  });
  return { values, codes };
}

function unpackMeta({ values, codes }: PackedMeta, d: number): DocMeta {
  const at = d * META_FIELDS.length;
  return {
    customerType: values[codes[at]!] as CustomerType,
    serviceKey: values[codes[at + 1]!] as ServiceKey,
    lineOfService: values[codes[at + 2]!] as LineOfService,
    dataSource: values[codes[at + 3]!] as DataSource,
  };
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
  meta: PackedMeta;
  alive: Uint8Array;
  lengths: Int32Array;
  norms: Float64Array;
  lengthSums: number[];
  live: number;
}

/** Terms (or documents) an adoption takes over between two stops (SearchIndex.adopting). */
export const ADOPT_STEP = 2048;

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
  /**
   * A word is no typo when it is English, or another form of a word the articles use
   * ("rebooting" where they say "reboot"): correcting it could only pick a different word.
   */
  private readonly isWord = (word: string) => isEnglishWord(word) || this.knows(termOf(word) ?? word);
  vocabulary = new Vocabulary(this.isWord);
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
  /**
   * Analysis state (see analyse): words interned as numbers, and per word number its term number
   * + 1 (-1 a stopword), its vocabulary number + 1 (-1 none; 0 for both: not looked up yet) and
   * the compounds starting with it. Terms are numbered too, with scratch counts per term.
   */
  private readonly tokens = new TokenTable();
  private learned = 0;
  private termOfToken: Int32Array = new Int32Array(1024);
  private vocabOfToken: Int32Array = new Int32Array(1024);
  private wordStamp: Int32Array = new Int32Array(1024);
  /** 1 for a word some compound starts with (then in compoundsOfToken) */
  private startsCompound: Uint8Array = new Uint8Array(1024);
  private readonly compoundsOfToken = new Map<number, Compound[]>();
  private readonly termIds = new Map<string, number>();
  private readonly termNames: string[] = [];
  private readonly postingOfTerm: (Posting | undefined)[] = [];
  private counts: Int32Array = new Int32Array(1024);
  private countStamp: Int32Array = new Int32Array(1024);
  /** Per term number, its number in the question index + 1 (0: not looked up yet). */
  private questionTermOfTerm: Int32Array = new Int32Array(1024);
  private generation = 0;
  /** While the constructor loads articles: their postings, in order, to lay out once at the end (postBulk). */
  private bulk: BulkPostings | undefined;
  private readonly docTokens = intList(4096);
  private readonly docTerms = intList(256);
  private readonly docWords = intList(256);
  private readonly fieldTerms = intList(1024);
  /** An article's questions as question-index term numbers (see analyse). */
  private readonly questionTerms = intList(256);

  /** `state`: an index built elsewhere (a worker thread; see exportState), taken over as it is. */
  constructor(
    articles: readonly Article[],
    private readonly boost: Record<Field, number> = FIELD_BOOST,
    readonly lexicon: Lexicon = new Lexicon(),
    state?: SearchIndexState,
  ) {
    this.questions = new QuestionIndex((t) => this.idf(t));
    if (state) for (const _ of this.adoptSteps(state));
    else {
      const room = bulkRoom(articles);
      this.bulk = { terms: intList(room), tfs: intList(room), ends: intList(Math.max(4, articles.length)) };
      for (const a of articles) this.insert(a);
      this.endBulk();
    }
    this.vocabulary.protect(lexicon.words);
  }

  /**
   * An index loaded as its articles arrive: `add` them in pieces, in order, then `finish` (once).
   * Its postings' room grows as they come: sized up front from the articles' text, as the
   * constructor does, the build was no faster at 10,000 articles.
   */
  static loading(boost: Record<Field, number> = FIELD_BOOST, lexicon: Lexicon = new Lexicon()): IndexLoader {
    const index = new SearchIndex([], boost, lexicon);
    index.bulk = { terms: intList(1 << 12), tfs: intList(1 << 12), ends: intList(64) };
    const loading = () => {
      if (!index.bulk) throw new Error('the index has finished loading');
    };
    return {
      add(articles) {
        loading();
        for (const a of articles) index.insert(a);
      },
      finish() {
        loading();
        index.endBulk();
        return index;
      },
    };
  }

  /** Lays a bulk load's postings out by term and computes the collection's statistics. */
  private endBulk(): void {
    this.postBulk(this.bulk!);
    this.bulk = undefined;
    this.refresh();
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
      meta: packMeta(this.meta),
      alive: this.alive.slice(0, n),
      lengths: this.lengths.slice(0, n * 4),
      norms: this.norms.slice(0, n * 4),
      lengthSums: this.lengthSums,
      live: this.live,
    };
  }

  /**
   * An index taken over from a state a step at a time: the generator stops after every ADOPT_STEP
   * terms, after the question index and after the vocabulary (each taken over whole), and after
   * every ADOPT_STEP documents, and returns the index when done, so that whoever drives it can let
   * other work run between steps (AnswerEngine.adopt). The state's arrays become the index's: a
   * state posted from another thread, or a structured clone, not another live index's.
   */
  static *adopting(
    state: SearchIndexState,
    boost: Record<Field, number> = FIELD_BOOST,
    lexicon: Lexicon = new Lexicon(),
  ): Generator<void, SearchIndex> {
    const index = new SearchIndex([], boost, lexicon);
    yield* index.adoptSteps(state);
    index.vocabulary.protect(lexicon.words);
    return index;
  }

  private *adoptSteps(state: SearchIndexState): Generator<void> {
    const { terms, df, fieldDf, maxTf } = state;
    const docs = unpackLists(state.docs);
    const tfs = unpackLists(state.tfs);
    for (let i = 0; i < terms.length; i++) {
      if (i > 0 && i % ADOPT_STEP === 0) yield;
      const q = i * 4;
      this.postings.set(terms[i]!, {
        docs: docs[i]!,
        tfs: tfs[i]!,
        df: df[i]!,
        fieldDf: [fieldDf[q]!, fieldDf[q + 1]!, fieldDf[q + 2]!, fieldDf[q + 3]!],
        maxTf: [maxTf[q]!, maxTf[q + 1]!, maxTf[q + 2]!, maxTf[q + 3]!],
      });
    }
    yield;
    this.questions = QuestionIndex.fromState(state.questions, (t) => this.idf(t));
    yield;
    this.vocabulary = Vocabulary.fromState(state.vocabulary, this.isWord);
    this.ids = state.ids;
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
    this.meta = new Array(n);
    for (let d = 0; d < n; d++) {
      if (d > 0 && d % ADOPT_STEP === 0) yield;
      this.meta[d] = unpackMeta(state.meta, d);
      if (state.alive[d]) this.docOf.set(state.ids[d]!, d);
    }
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
    this.questions.forget(doc);
    for (let f = 0; f < 4; f++) this.lengthSums[f]! -= this.lengths[doc * 4 + f]!;
    if (article) {
      this.analyse(article);
      const { data: terms, length } = this.docTerms;
      for (let i = 0; i < length; i++) {
        const p = this.postingOf(terms[i]!);
        if (!p) continue;
        const packed = this.counts[terms[i]!]!;
        p.df--;
        for (let f = 0; f < 4; f++) if ((packed >>> (f * 8)) & 0xff) p.fieldDf[f]!--;
      }
      const { data: words, length: wordCount } = this.docWords;
      for (let i = 0; i < wordCount; i++) this.vocabulary.remove(this.tokens.words[words[i]!]!);
    }
    this.afterChange();
  }

  private afterChange(): void {
    this.version++;
    this.changedSinceRefresh++;
    if (this.changedSinceRefresh > Math.max(16, this.live * DRIFT)) this.refresh();
  }

  /**
   * Analyses an article into the scratch arrays (docTerms with their packed field counts,
   * docWords), returning its field lengths and its questions (title first) as index terms. Every
   * text is tokenized once into interned word numbers: the title serves as a field and as the
   * first question, and the questions field is its questions' words one after another (when the
   * joined text would tokenize the same: plain ASCII; else that text is tokenized as it is).
   */
  private analyse(a: Article): { lengths: [number, number, number, number]; questionsAt: number[] } {
    const gen = ++this.generation;
    const toks = this.docTokens;
    toks.length = 0;
    const table = this.tokens;
    table.tokenize(a.title, toks);
    const titleEnd = toks.length;
    const questionEnds: number[] = [];
    let plain = true;
    for (const q of a.questions) {
      if (!table.tokenize(q, toks)) plain = false;
      questionEnds.push(toks.length);
    }
    let questionsFrom = titleEnd;
    if (!plain) {
      questionsFrom = toks.length;
      table.tokenize(a.questions.join('. '), toks);
    }
    const questionsEnd = toks.length;
    table.tokenize(a.answer, toks);
    const answerEnd = toks.length;
    table.tokenize(markdownWords(a.body), toks);
    const ends = [titleEnd, questionsEnd, answerEnd, toks.length];
    const starts = [0, questionsFrom, questionsEnd, answerEnd];
    this.learnTokens();

    // The questions (title first), as the question index's term numbers, one after another.
    const questionTerms = this.questionTerms;
    questionTerms.length = 0;
    const questionsAt: number[] = [];
    const terms = this.fieldTerms;
    let from = 0;
    for (const to of [titleEnd, ...questionEnds]) {
      terms.length = 0;
      this.joinedTerms(from, to, terms);
      for (let i = 0; i < terms.length; i++) pushInt(questionTerms, this.questionTermOf(terms.data[i]!));
      questionsAt.push(questionTerms.length);
      from = to;
    }

    // In one pass per field: the spelling vocabulary's words (surface words before compounds, each
    // once per article), and per term its field counts (packed 8 bits a field) and field lengths.
    // joinedTerms reads the words the same way; learnTokens has sized every array used here.
    const words = this.docWords;
    words.length = 0;
    const docTerms = this.docTerms;
    docTerms.length = 0;
    const { wordStamp, countStamp, counts, termOfToken, startsCompound } = this;
    const data = toks.data;
    const lengths: [number, number, number, number] = [0, 0, 0, 0];
    for (let f = 0; f < 4; f++) {
      const shift = f * 8;
      const one = 1 << shift;
      const end = ends[f]!;
      let length = 0;
      for (let i = starts[f]!; i < end; i++) {
        let w = data[i]!;
        if (wordStamp[w] !== gen) {
          wordStamp[w] = gen;
          pushInt(words, w);
        }
        if (startsCompound[w] === 1) {
          const found = compoundAt(this.compoundsOfToken.get(w)!, data, i, end);
          if (found) {
            for (let k = 1; k < found.words.length; k++) {
              const x = data[i + k]!;
              if (wordStamp[x] !== gen) {
                wordStamp[x] = gen;
                pushInt(words, x);
              }
            }
            w = found.joined;
            i += found.words.length - 1;
          }
        }
        const t = termOfToken[w]! - 1;
        if (t < 0) continue;
        length++;
        if (countStamp[t] !== gen) {
          countStamp[t] = gen;
          counts[t] = 0;
          pushInt(docTerms, t);
        }
        const packed = counts[t]!;
        if (((packed >>> shift) & 0xff) < MAX_TF) counts[t] = packed + one;
      }
      lengths[f] = length;
    }
    return { lengths, questionsAt };
  }

  /** Term numbers, compounds and per-word arrays for words the table gained since the last call. */
  private learnTokens(): void {
    const table = this.tokens;
    for (let w = this.learned; w < table.size; w = this.learned) {
      this.learned++;
      if (w >= this.termOfToken.length) {
        const size = Math.max(table.size, w * 2);
        this.termOfToken = grownTo(this.termOfToken, size);
        this.vocabOfToken = grownTo(this.vocabOfToken, size);
        this.wordStamp = grownTo(this.wordStamp, size);
        const starts = new Uint8Array(this.termOfToken.length);
        starts.set(this.startsCompound);
        this.startsCompound = starts;
      }
      const word = table.words[w]!;
      const term = termOf(word);
      this.termOfToken[w] = term === null ? -1 : this.termIdOf(term) + 1;
      const compounds = this.lexicon.compoundsStartingWith(word);
      // Interning a compound's words can add words to the table: the loop learns them too.
      if (compounds) {
        this.startsCompound[w] = 1;
        this.compoundsOfToken.set(
          w,
          compounds.map((c) => ({
            words: Int32Array.from(c.words, (x) => table.idOf(x)),
            joined: table.idOf(c.joined),
          })),
        );
      }
    }
  }

  /** The question index's number for term number `t` (looked up once per term). */
  private questionTermOf(t: number): number {
    let q = this.questionTermOfTerm[t]!;
    if (q === 0) {
      q = this.questions.termNumber(this.termNames[t]!) + 1;
      this.questionTermOfTerm[t] = q;
    }
    return q - 1;
  }

  private termIdOf(term: string): number {
    let id = this.termIds.get(term);
    if (id === undefined) {
      id = this.termNames.length;
      this.termIds.set(term, id);
      this.termNames.push(term);
      this.postingOfTerm.push(undefined);
      if (id >= this.counts.length) {
        this.counts = grownTo(this.counts, id * 2);
        this.questionTermOfTerm = grownTo(this.questionTermOfTerm, id * 2);
        this.countStamp = grownTo(this.countStamp, id * 2);
      }
    }
    return id;
  }

  /**
   * The index terms of the words docTokens[from, to): lexicon compounds joined (as
   * Lexicon.joinCompounds does), stopwords dropped; appended to `out` as term numbers.
   */
  private joinedTerms(from: number, to: number, out: IntList): void {
    const toks = this.docTokens.data;
    for (let i = from; i < to; i++) {
      let w = toks[i]!;
      if (this.startsCompound[w] === 1) {
        const found = compoundAt(this.compoundsOfToken.get(w)!, toks, i, to);
        if (found) {
          w = found.joined;
          i += found.words.length - 1;
        }
      }
      const t = this.termOfToken[w]!;
      if (t > 0) pushInt(out, t - 1);
    }
  }

  /** The posting of a term number, if any (an adopted index has them by name only, until looked up). */
  private postingOf(term: number): Posting | undefined {
    let p = this.postingOfTerm[term];
    if (p === undefined) {
      p = this.postings.get(this.termNames[term]!);
      if (p) this.postingOfTerm[term] = p;
    }
    return p;
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
    for (let f = 0; f < 4; f++) {
      const n = analysed.lengths[f]!;
      this.lengths[doc * 4 + f] = n;
      this.lengthSums[f]! += n;
    }
    this.setNorms(doc);
    const { data: terms, length } = this.docTerms;
    const bulk = this.bulk;
    if (bulk) {
      reserve(bulk.terms, length);
      reserve(bulk.tfs, length);
      const { data: bulkTerms } = bulk.terms;
      const { data: bulkTfs } = bulk.tfs;
      let at = bulk.terms.length;
      for (let i = 0; i < length; i++, at++) {
        const t = terms[i]!;
        bulkTerms[at] = t;
        bulkTfs[at] = this.counts[t]!;
      }
      bulk.terms.length = at;
      bulk.tfs.length = at;
      // Documents of a bulk load are numbered from 0 in order: this is document `doc`'s end.
      pushInt(bulk.ends, at);
    } else
      for (let i = 0; i < length; i++) {
        const t = terms[i]!;
        const packed = this.counts[t]!;
        let p = this.postingOf(t);
        if (!p) {
          p = { docs: intList(2), tfs: intList(2), df: 0, fieldDf: [0, 0, 0, 0], maxTf: [0, 0, 0, 0] };
          this.postings.set(this.termNames[t]!, p);
          this.postingOfTerm[t] = p;
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
    const { data: words, length: wordCount } = this.docWords;
    for (let i = 0; i < wordCount; i++) {
      const w = words[i]!;
      const known = this.vocabOfToken[w]!;
      if (known > 0) this.vocabulary.countAgain(known - 1);
      else if (known === 0) {
        const id = this.vocabulary.add(this.tokens.words[w]!);
        this.vocabOfToken[w] = id < 0 ? -1 : id + 1;
      }
    }
    this.questions.addNumbered(doc, this.questionTerms, analysed.questionsAt, bulk !== undefined);
  }

  /**
   * The postings of a bulk load, laid out by term in one pass (a counting sort, stable: documents
   * stay ascending) instead of grown list by list. Each term's lists view one shared array, with
   * the room growing them one push at a time would have left (a power of two), so later updates
   * push as cheaply as before. Terms enter the map in order of first use, as insert would have
   * added them.
   */
  private postBulk(bulk: BulkPostings): void {
    const n = bulk.terms.length;
    const terms = bulk.terms.data;
    const df = new Int32Array(this.termNames.length + 1);
    const order: number[] = [];
    for (let i = 0; i < n; i++) if (df[terms[i]!]!++ === 0) order.push(terms[i]!);
    const offsets = new Int32Array(df.length);
    for (let t = 1; t < df.length; t++) offsets[t] = offsets[t - 1]! + capacityFor(df[t - 1]!);
    const next = offsets.slice();
    const size = offsets[df.length - 1]! + capacityFor(df[df.length - 1]!);
    const docs = new Int32Array(size);
    const tfs = new Int32Array(size);
    const bulkTfs = bulk.tfs.data;
    const ends = bulk.ends.data;
    for (let doc = 0, i = 0; doc < bulk.ends.length; doc++) {
      for (const end = ends[doc]!; i < end; i++) {
        const k = next[terms[i]!]!++;
        docs[k] = doc;
        tfs[k] = bulkTfs[i]!;
      }
    }
    for (const t of order) {
      const from = offsets[t]!;
      const to = from + df[t]!;
      const room = from + capacityFor(df[t]!);
      const p: Posting = {
        docs: { data: docs.subarray(from, room), length: to - from },
        tfs: { data: tfs.subarray(from, room), length: to - from },
        df: to - from,
        fieldDf: [0, 0, 0, 0],
        maxTf: [0, 0, 0, 0],
      };
      for (let i = from; i < to; i++) {
        const packed = tfs[i]!;
        for (let f = 0; f < 4; f++) {
          const c = (packed >>> (f * 8)) & 0xff;
          if (c === 0) continue;
          p.fieldDf[f]!++;
          if (c > p.maxTf[f]!) p.maxTf[f] = c;
        }
      }
      this.postings.set(this.termNames[t]!, p);
      this.postingOfTerm[t] = p;
    }
  }

  /**
   * Query words corrected against the vocabulary, then analysed into index terms (one per slot,
   * the customer's own words) and query slots with the lexicon's expansions.
   */
  queryTerms(question: string): {
    terms: string[];
    slots: QuerySlot[];
    corrected: string;
    /** The lines of service the question names (the lexicon's `lines`). */
    lines: Set<NamedLine>;
  } {
    // A number no article uses (a ZIP code, an amount, an order number) is data, not a word: it
    // neither finds nor misses an article, so it must not count as an unmatched or unknown term.
    const spellings = surfaceTokens(question)
      .filter((w) => !ALL_DIGITS.test(w) || this.knows(termOf(w) ?? w))
      // Two words run together ("paymy") are read apart.
      .flatMap((w) => this.vocabulary.split(w) ?? [w])
      .map((w) => this.vocabulary.spellings(w));
    const words = spellings.map((s) => s[0]!);
    const corrected = words.join(' ');
    const joined = this.lexicon.joinCompounds(words);
    const slots = withOtherSpellings(this.lexicon.expand(joined, termOf), spellings);
    return {
      terms: slots.filter((s) => s.alternatives.get(s.head) === 1).map((s) => s.head),
      slots,
      corrected,
      lines: this.lexicon.linesNamed(joined),
    };
  }

  /** The lines of service a text names, its words read as `queryTerms` reads them. */
  linesIn(text: string): Set<NamedLine> {
    const words = surfaceTokens(text).map((w) => this.vocabulary.spellings(w)[0]!);
    return this.lexicon.linesNamed(this.lexicon.joinCompounds(words));
  }

  /** Inverse document frequency; a term no article has gets the highest value. */
  idf(term: string): number {
    const df = this.postings.get(term)?.df ?? 0;
    return Math.log(1 + (this.live + 1) / (df + 0.5));
  }

  /**
   * Per article id, how likely its questions (title included) are to give these terms: see
   * QuestionIndex.logLikelihood (NaN for an id not indexed).
   */
  questionLikelihoods(ids: readonly string[], terms: readonly string[], alpha: number): number[] {
    const known = this.questions.likelihoodTerms(terms);
    return ids.map((id) => {
      const doc = this.docOf.get(id);
      return doc === undefined ? Number.NaN : this.questions.logLikelihood(doc, known, alpha);
    });
  }

  /** The article questions (titles included) as counts: how many have a term, of how many. */
  get questionCounts(): QuestionCounts {
    return this.questions;
  }

  /** Share of the live articles that have a term (0 for a term none has). */
  documentShare(term: string): number {
    return this.live === 0 ? 0 : (this.postings.get(term)?.df ?? 0) / this.live;
  }

  knows(term: string): boolean {
    return (this.postings.get(term)?.df ?? 0) > 0;
  }

  /**
   * The documents a filter lets through, one byte each. A new array whenever documents change (never
   * changed in place), so what is derived from a mask can be cached by it.
   */
  private mask(filter: DocFilter = EVERYTHING): Uint8Array {
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
      const match = new Map<string, number>();
      let score = 0;
      for (const t of terms) {
        const i = findSorted(t.posting.docs.data, t.posting.docs.length, d);
        if (i < 0) continue;
        const packed = t.posting.tfs.data[i]!;
        score += this.termScore(d, packed, t.idf);
        let present = 0;
        for (let f = 0; f < 4; f++) if ((packed >>> (f * 8)) & 0xff) present |= 1 << f;
        match.set(t.term, present);
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
    return { id, score: 0, match: new Map(), question };
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

/** A lexicon compound spelling by word numbers: its words, and the word it is joined into. */
interface Compound {
  words: Int32Array;
  joined: number;
}

/** The first (longest) of the compounds whose words are words[i, …) before `end`, as Lexicon.joinCompounds finds it. */
function compoundAt(
  compounds: readonly Compound[],
  words: Int32Array,
  i: number,
  end: number,
): Compound | undefined {
  for (const c of compounds) {
    const n = c.words.length;
    if (i + n > end) continue;
    let k = 0;
    while (k < n && words[i + k] === c.words[k]) k++;
    if (k === n) return c;
  }
  return undefined;
}

function grownTo(a: Int32Array, size: number): Int32Array {
  const bigger = new Int32Array(Math.max(size, a.length * 2));
  bigger.set(a);
  return bigger;
}

/**
 * A typo's other corrections as near as the first ("bilding": building next to billing) stand
 * for it too, at {@link SPELLING_ALTERNATIVE_WEIGHT}: the first is only the commoner word, and the
 * rest of the question decides which the articles answer.
 */
function withOtherSpellings(slots: QuerySlot[], spellings: readonly (readonly string[])[]): QuerySlot[] {
  const others = new Map<string, string[]>();
  for (const options of spellings) {
    if (options.length < 2) continue;
    const head = termOf(options[0]!);
    if (head === null) continue;
    for (const other of options.slice(1)) {
      const t = termOf(other);
      if (t !== null && t !== head) others.set(head, [...(others.get(head) ?? []), t]);
    }
  }
  if (others.size === 0) return slots;
  return slots.map((slot) => {
    const extra = slot.alternatives.get(slot.head) === 1 ? others.get(slot.head) : undefined;
    if (!extra) return slot;
    const alternatives = new Map(slot.alternatives);
    for (const t of extra)
      if ((alternatives.get(t) ?? 0) < SPELLING_ALTERNATIVE_WEIGHT)
        alternatives.set(t, SPELLING_ALTERNATIVE_WEIGHT);
    return { ...slot, alternatives };
  });
}

/** The weight of a typo's other corrections (the first has 1). */
export const SPELLING_ALTERNATIVE_WEIGHT = 0.8;
