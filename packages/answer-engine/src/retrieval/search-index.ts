import type { CustomerType, DataSource, LineOfService, ServiceKey } from '@support/contracts';
import MiniSearch from 'minisearch';
import type { Article } from '../kb/article.ts';
import { markdownToText } from '../kb/markdown.ts';
import { Lexicon } from '../text/lexicon.ts';
import { analyze, surfaceTokens, termOf } from '../text/normalize.ts';
import { Vocabulary } from '../text/spell.ts';
import { type QuerySlot, QuestionIndex } from './question-index.ts';

export const FIELDS = ['title', 'questions', 'answer', 'body'] as const;
export type Field = (typeof FIELDS)[number];

/** Field weights: a match in the title or a customer question says more than one in the body. */
export const FIELD_BOOST: Record<Field, number> = { title: 2, questions: 2, answer: 1, body: 1 };

interface IndexedDoc {
  id: string;
  title: string;
  questions: string;
  answer: string;
  body: string;
  customerType: CustomerType;
  serviceKey: ServiceKey;
  lineOfService: LineOfService;
  dataSource: DataSource;
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

export type DocFilter = (doc: {
  customerType: CustomerType;
  serviceKey: ServiceKey;
  lineOfService: LineOfService;
  dataSource: DataSource;
}) => boolean;

/**
 * The full-text index (MiniSearch, BM25+) over analysed terms. Articles are analysed once here;
 * MiniSearch then only splits on spaces, so indexing and querying share one analyser.
 */
export class SearchIndex {
  private readonly mini: MiniSearch<IndexedDoc>;
  readonly vocabulary = new Vocabulary();
  private readonly documentFrequency = new Map<string, number>();
  private readonly questions: QuestionIndex;
  private readonly meta: Parameters<DocFilter>[0][] = [];
  private readonly position = new Map<string, number>();
  readonly size: number;

  constructor(
    articles: readonly Article[],
    boost: Record<Field, number> = FIELD_BOOST,
    readonly lexicon: Lexicon = new Lexicon(),
  ) {
    this.mini = new MiniSearch<IndexedDoc>({
      fields: [...FIELDS],
      storeFields: ['customerType', 'serviceKey', 'lineOfService', 'dataSource'],
      tokenize: (text) => (text === '' ? [] : text.split(' ')),
      processTerm: (term) => term,
      searchOptions: { boost, combineWith: 'OR' },
    });
    this.vocabulary.protect(lexicon.words);
    const join = (tokens: readonly string[]) => lexicon.joinCompounds(tokens);
    const docs: IndexedDoc[] = [];
    const questionTerms: string[][][] = [];
    for (const a of articles) {
      questionTerms.push([a.title, ...a.questions].map((q) => analyze(q, join)));
      const fields: Record<Field, string> = {
        title: a.title,
        questions: a.questions.join('. '),
        answer: a.answer,
        body: markdownToText(a.body),
      };
      const seen = new Set<string>();
      const words = new Set<string>();
      const analysed = {} as Record<Field, string>;
      for (const f of FIELDS) {
        const tokens = surfaceTokens(fields[f]);
        for (const w of tokens) words.add(w);
        const terms: string[] = [];
        for (const token of join(tokens)) {
          const t = termOf(token);
          if (t !== null) {
            terms.push(t);
            seen.add(t);
          }
        }
        analysed[f] = terms.join(' ');
      }
      for (const w of words) this.vocabulary.add(w);
      for (const t of seen) this.documentFrequency.set(t, (this.documentFrequency.get(t) ?? 0) + 1);
      docs.push({
        id: a.id,
        ...analysed,
        customerType: a.customerType,
        serviceKey: a.serviceKey,
        lineOfService: a.lineOfService,
        dataSource: a.dataSource,
      });
      this.position.set(a.id, this.meta.length);
      this.meta.push(docs[docs.length - 1]!);
    }
    this.mini.addAll(docs);
    this.size = docs.length;
    this.questions = new QuestionIndex(
      questionTerms.map((questions) => ({ questions })),
      (t) => this.idf(t),
    );
    this.questions.finish();
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
    const df = this.documentFrequency.get(term) ?? 0;
    return Math.log(1 + (this.size + 1) / (df + 0.5));
  }

  knows(term: string): boolean {
    return this.documentFrequency.has(term);
  }

  /**
   * The BM25 top `limit`, plus any other article one of whose questions is close to the query;
   * every hit carries its best question-level similarity.
   */
  search(slots: readonly QuerySlot[], filter: DocFilter | undefined, limit: number): RawHit[] {
    if (slots.length === 0) return [];
    const weights = new Map<string, number>();
    for (const s of slots)
      for (const [t, w] of s.alternatives) if ((weights.get(t) ?? 0) < w) weights.set(t, w);
    const results = this.mini.search([...weights.keys()].join(' '), {
      boostTerm: (term) => weights.get(term) ?? 1,
      filter: filter ? (r) => filter(r as unknown as Parameters<DocFilter>[0]) : undefined,
    });
    const byQuestion = this.questions.match(slots, (i) => !filter || filter(this.meta[i]!));
    const none = { position: 0, similarity: 0 };
    const out: RawHit[] = [];
    results.forEach((r, rank) => {
      const q = byQuestion.get(this.position.get(r.id as string)!);
      if (rank < limit || (q && q.similarity >= QUESTION_CANDIDATE))
        out.push({
          id: r.id as string,
          score: r.score,
          match: r.match as RawHit['match'],
          question: q ? { position: q.question, similarity: q.similarity } : none,
        });
    });
    return out;
  }
}
